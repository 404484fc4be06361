// The applications module's public face; other modules import from here (or an entity file).
export { ApplicationsModule } from './applications.module';
export { APPLICATION_ACCESS_COOKIE, ApplicationAccess } from './application-access';
export { applicationsOfProof } from './applications-of-proof';
export { ApplicantDto, IsPhone } from './dto/create-application.dto';
export {
  UNPAID_WITHDRAWAL,
  type UnpaidWithdrawal,
  type WithdrawOutcome,
} from './unpaid-withdrawal';
export {
  APPLICATION_CONSENTS,
  type ApplicationConsents,
  type CheckedConsents,
  type ConsentAnswer,
} from './application-consents';
export {
  OFFER_CLAIM,
  noOfferClaims,
  type ClaimedOffer,
  type OfferClaim,
  type OfferClaimInput,
} from './offer-claim';
export {
  anonymiseApplicationRow,
  anyAwaitingDeposit,
  applicationFeeRowsOf,
  applicationFees,
  applicationsMadeWith,
  applicationsOfLectures,
  birthsOfEmail,
  correctApplicationContact,
  deleteApplication,
  emailTakenOnLecturesOf,
  lecturesOfLiveApplications,
  lockAnonymised,
  lockApplications,
  type AnonymousApplicant,
} from './application.repository';
export {
  applicationExists,
  applicationById,
  applicationGuardian,
  applicationsInStatus,
  applicationsMadeBetween,
  applicationsOfLecturesInStatus,
  earlierApplicationsOfEmail,
  withdrawalsBetween,
} from './application.repository';
