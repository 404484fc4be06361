import { useId } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import { formatInstant } from '@/lib/format';
import { useApplicationConsentsQuery } from '../api';

const t = koAdmin.consents;

/**
 * 동의 내역 of one application (GET /api/admin/application/{id}/consents): each consent shown on
 * its form, the version, agreed or not and when, and the exact text behind a disclosure.
 */
export function ApplicationConsentList({ applicationId }: { applicationId: number }) {
  const titleId = useId();
  const { data, isError } = useApplicationConsentsQuery(applicationId);
  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.heading}
      </h3>
      {isError ? <p>{t.loadFailed}</p> : null}
      {data && data.length === 0 ? <p>{t.none}</p> : null}
      {data && data.length > 0 ? (
        <ul className="policy-list admin-consents">
          {data.map((consent) => (
            <li key={consent.id}>
              <p>
                <strong>{consent.title}</strong> ({consent.required ? t.required : t.optional},{' '}
                {t.version(consent.version)}): {consent.agreed ? t.agreed : t.refused} ·{' '}
                {formatInstant(consent.agreedAt)}
              </p>
              {consent.givenBy ? <p>{t.givenBy(consent.givenBy)}</p> : null}
              <details>
                <summary>{t.fullText}</summary>
                <ul>
                  {consent.body.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
