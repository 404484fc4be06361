// The applications module's public face; other modules import from here (or an entity file).
export { ApplicationsModule } from './applications.module';
export { APPLICATION_ACCESS_COOKIE, ApplicationAccess } from './application-access';
export { applicationsOfProof } from './applications-of-proof';
export { ApplicantDto } from './dto/create-application.dto';
export {
  CONFIRMS_STARTED_SINCE,
  UNPAID_WITHDRAWAL,
  type ConfirmsStartedSince,
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
  lectureIdOfApplication,
  lockApplications,
  shareLockIfUnpaid,
  type AnonymousApplicant,
} from './application.repository';
export { FeeLine } from './dto/fee-line.response';
export {
  applicationById,
  applicationsById,
  applicationsOwnedBy,
  applicationsWithLectures,
  applicationWithLecture,
  cancelClaimedAt,
  claimCancel,
  existingApplication,
  liveApplicationsOfLecture,
  lockedApplication,
  markSeatKept,
  seatHoldOf,
  type SeatHoldView,
  releaseCancelClaim,
  updateApplication,
  updateApplicationFrom,
  type ApplicationChange,
} from './application.repository';
export {
  applicantContactOf,
  applicationCountsByLecture,
  applicationFeeUses,
  emailHoldsLecture,
  lectureHasApplications,
  seatsHeldByApplications,
  unpaidOfEmail,
} from './application.repository';
export {
  applicantsOfLecture,
  applicationList,
  searchApplications,
  type ApplicationListRow,
  type ApplicationSearch,
  type ApplicationSearchRow,
  type LectureApplicant,
} from './applicant-lists.repository';
export {
  applicationFigures,
  applicationIdsOfLecture,
  applicationsPerDay,
  lectureIdOfEach,
  liveApplicationCountsByLecture,
  paidSeatsByLecture,
  type FiguresScope,
  type LectureFigures,
} from './application-figures.repository';

export {
  applicationExists,
  applicationGuardian,
  applicationsInStatus,
  applicationsMadeBetween,
  applicationsOfLecturesInStatus,
  earlierApplicationsOfEmail,
  withdrawalsBetween,
} from './application.repository';
