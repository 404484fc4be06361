// The privacy module's public face: consent on record, what removing a person's data leaves,
// the record of who saw it in full, and parents' requests.
export { PrivacyModule } from './privacy.module';
export { ANONYMOUS, recordsKeptUntil, yearsBefore, type AnonymiseRule } from './anonymous';
export { consentRowsOf } from './consent-record.repository';
export { recordPrivacyRequest, type PrivacyRequestRecord } from './privacy-request.repository';
export { maskedName } from './masking';
export {
  PersonalDataAccessLog,
  type AccessActor,
  type AccessPage,
  type AccessWhat,
} from './personal-data-access.repository';
export type { ConsentContext } from './consents';
export {
  Consents,
  CONSENT_CHANGED,
  type CheckedConsents,
  type ConsentAnswer,
} from './consents.service';
