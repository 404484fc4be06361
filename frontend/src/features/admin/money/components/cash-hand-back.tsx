import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { formatInstant, formatWon } from '@/lib/format';
import type { MoneyMovement } from '../../core/types';
import { failedBecause } from '../../core/components/admin-states';
import { MoneyConfirm } from '../../core/components/money-confirm';
import { useRecordHandBackMutation } from '../api';

const t = koAdminRefunds.handBack;

/**
 * A cash refund by hand, after the ledger recorded it (issue 36): 현금 반환 대기 with the
 * 현금 반환 완료 button, asked once (the amount, and that it cannot be undone), then POST
 * …/hand-back; afterwards when and by whom ("현금 반환: … · 담당자"). The server's sentence is
 * announced by the dialog; a refusal shows here.
 */
export function CashHandBack({
  applicationId,
  movement,
  onDone,
  onBusyChange,
}: {
  applicationId: number;
  movement: MoneyMovement;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [record, { isLoading }] = useRecordHandBackMutation();
  const handBack = movement.handBack;
  if (!handBack) return null;
  const won = formatWon(Math.abs(movement.amount));
  if (!handBack.pending) {
    return (
      <p className="admin-movement__hand-back">
        {t.done(handBack.at ? formatInstant(handBack.at) : '', handBack.by ?? '')}
      </p>
    );
  }

  const confirm = async () => {
    setFailure(null);
    onBusyChange(true);
    try {
      const answer = await record({ applicationId, entryId: movement.id }).unwrap();
      setAsking(false);
      onDone(answer.message);
    } catch (caught) {
      setAsking(false);
      setFailure(failedBecause(t.failed, caught));
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <div className="admin-movement__hand-back">
      <p className="admin-movement__pending">{t.pending}</p>
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      {asking ? (
        <MoneyConfirm
          question={t.question(won)}
          details={t.details}
          confirmLabel={t.button}
          busyLabel={t.submitting}
          backLabel={t.back}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onBack={() => setAsking(false)}
        />
      ) : (
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={t.buttonLabel(won)}
          onClick={() => setAsking(true)}
        >
          {t.button}
        </Button>
      )}
    </div>
  );
}
