import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { errorMessage } from '@/lib/api-error';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useTeamPolicyQuery, useUpdateTeamPolicyMutation, type TeamPolicy } from '../api';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';

const t = koAdminStaff;

/**
 * A refund limit as typed: null when empty (no limit), the won amount when it is 0 to 1억 (commas,
 * spaces and 원 allowed), undefined for anything else.
 */
export function refundLimitOf(text: string): number | null | undefined {
  const digits = text.replace(/[,\s원]/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return /^\d+$/.test(digits) && value <= 100_000_000 ? value : undefined;
}

/** 팀 정책: the staff refund limit (empty: none) and two-factor for everyone. */
export function PolicyPanel() {
  const { data, error, isFetching, refetch } = useTeamPolicyQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className="admin-panel" aria-labelledby="staff-policy-title">
      <h2 id="staff-policy-title" className="admin-panel__title">
        {t.policy.title}
      </h2>
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data ? <PolicyForm key={data.updatedAt ?? 'defaults'} policy={data} /> : <AdminLoading />}
    </section>
  );
}

type Values = { limit: string; daily: string; twoFactor: boolean };

const amountText = (won: number | null) => (won === null ? '' : String(won));

function PolicyForm({ policy }: { policy: TeamPolicy }) {
  const base = useId();
  const [save, { isLoading }] = useUpdateTeamPolicyMutation();
  const [outcome, setOutcome] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const ids = { limit: `${base}-limit`, daily: `${base}-daily` };
  const form = useForm<Values, 'limit' | 'daily'>({
    initial: {
      limit: amountText(policy.staffRefundLimit),
      daily: amountText(policy.staffDailyRefundLimit),
      twoFactor: policy.requireTwoFactor,
    },
    validate: ({ limit, daily }) => ({
      ...(refundLimitOf(limit) === undefined ? { limit: t.policy.refundLimitInvalid } : {}),
      ...(refundLimitOf(daily) === undefined ? { daily: t.policy.refundLimitInvalid } : {}),
    }),
    order: ['limit', 'daily'],
    focus: (field) => document.getElementById(ids[field])?.focus(),
  });

  const send = async ({ limit, daily, twoFactor }: Values) => {
    const result = await save({
      // Checked by validate: an amount or null.
      staffRefundLimit: refundLimitOf(limit) ?? null,
      staffDailyRefundLimit: refundLimitOf(daily) ?? null,
      requireTwoFactor: twoFactor,
    });
    setOutcome(
      'error' in result && result.error
        ? { text: errorMessage(result.error), tone: 'error' }
        : { text: t.policy.saved, tone: 'info' },
    );
  };

  return (
    <form
      className="admin-form admin-staff__form"
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      noValidate
    >
      <TextField
        id={ids.limit}
        label={t.policy.refundLimit}
        hint={t.policy.refundLimitHint}
        inputMode="numeric"
        {...form.field('limit')}
      />
      <TextField
        id={ids.daily}
        label={t.policy.dailyRefundLimit}
        hint={t.policy.dailyRefundLimitHint}
        inputMode="numeric"
        {...form.field('daily')}
      />
      <label className="admin-staff__check">
        <input
          type="checkbox"
          checked={form.values.twoFactor}
          onChange={(event) => form.setValue('twoFactor', event.target.checked)}
        />
        {t.policy.requireTwoFactor}
      </label>
      {outcome ? <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage> : null}
      <div className="admin-form__actions">
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t.policy.saving : t.policy.save}
        </Button>
      </div>
    </form>
  );
}
