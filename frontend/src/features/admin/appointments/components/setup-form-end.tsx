import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import { errorMessage } from '@/lib/api-error';
import type { Refusal } from '@/forms/use-form';

/**
 * The end of a set-up form (closed day, room, time off, counsellor): what the server refused
 * that belongs to no field, then the submit button, busy while the request is out.
 */
export function SetupFormEnd({
  refusal,
  submitting,
  submit,
}: {
  refusal: Refusal | null;
  submitting: boolean;
  submit: string;
}) {
  return (
    <>
      {refusal ? (
        <StatusMessage tone="error">
          {refusal.messages.join(' ') || errorMessage(refusal.caught as never)}
        </StatusMessage>
      ) : null}
      <div className="admin-form__actions">
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? koAdminAppointments.saving : submit}
        </Button>
      </div>
    </>
  );
}
