import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { koBooking } from '@/copy/ko-booking';
import { errorStatus } from '@/lib/api-error';
import { formatPhone } from '@shared/format/phone';
import { useRememberedBrowsersQuery } from '../../../forms/family-proof/api';
import { ContactProof } from '../../../forms/family-proof/contact-proof';

/**
 * 연락처 인증: the booking belongs to the contact the family proves (the code step of /login,
 * shared). A browser that proved one already says which and may prove another instead.
 * `onProvenChange` tells the page whether a proof stands.
 */
export function ProofStep({
  error,
  onProvenChange,
}: {
  error?: string;
  onProvenChange: (proven: boolean) => void;
}) {
  const t = koBooking.proof;
  const proof = useRememberedBrowsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [another, setAnother] = useState(false);
  const proven = proof.data ? (proof.data.email ?? proof.data.phone) : null;
  const unproven = errorStatus(proof.error) === 401;
  const standing = !!proven && !another;
  useEffect(() => onProvenChange(standing), [standing, onProvenChange]);

  return (
    <section className="form-section" aria-labelledby="booking-proof" id="booking-proof-step">
      <h2 id="booking-proof" className="form-section__title">
        {t.heading}
      </h2>
      {proof.isLoading ? <Loading /> : null}
      {standing ? (
        <div className="booking-proven">
          <StatusMessage>
            {proof.data?.email
              ? t.provenEmail(proof.data.email)
              : t.provenPhone(formatPhone(proof.data?.phone ?? ''))}
          </StatusMessage>
          <Button variant="ghost" onClick={() => setAnother(true)}>
            {koBooking.proof.another}
          </Button>
        </div>
      ) : null}
      {(unproven || another || (proof.isError && !unproven)) && !proof.isFetching ? (
        <>
          <p className="field__hint">{t.lead}</p>
          <ContactProof
            storageKey="maeum.booking.code"
            submitLabel={koBooking.proof.send}
            onProven={() => {
              setAnother(false);
              void proof.refetch();
            }}
          />
        </>
      ) : null}
      {error ? (
        <p className="field-error" id="booking-proof-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
