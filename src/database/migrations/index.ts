import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ApplicationsAndPayments1763900000000 } from './1763900000000-applications-and-payments';
import { GuestLookupAttempts1764000000000 } from './1764000000000-guest-lookup-attempts';
import { AdminAuth1764100000000 } from './1764100000000-admin-auth';
import { LectureArchive1764200000000 } from './1764200000000-lecture-archive';
import { BackgroundJobs1764300000000 } from './1764300000000-background-jobs';
import { CancelClaim1764400000000 } from './1764400000000-cancel-claim';
import { PublicContentVersion1764500000000 } from './1764500000000-public-content-version';
import { MoneyAfterClose1764600000000 } from './1764600000000-money-after-close';
import { AdminSessions1764700000000 } from './1764700000000-admin-sessions';
import { AttemptSlots1764800000000 } from './1764800000000-attempt-slots';
import { SeatsAndWaitlist1764900000000 } from './1764900000000-seats-and-waitlist';
import { CentreCancel1765000000000 } from './1765000000000-centre-cancel';
import { Messages1765100000000 } from './1765100000000-messages';
import { MessageDailyCapIndex1765200000000 } from './1765200000000-message-daily-cap-index';
import { MoneyLedger1765300000000 } from './1765300000000-money-ledger';
import { LectureClosure1765400000000 } from './1765400000000-lecture-closure';
import { SandboxCashReceipts1765500000000 } from './1765500000000-sandbox-cash-receipts';
import { CashReceipts1765600000000 } from './1765600000000-cash-receipts';
import { Retention1765800000000 } from './1765800000000-retention';
import { Consents1765900000000 } from './1765900000000-consents';
import { PersonalDataAccess1766000000000 } from './1766000000000-personal-data-access';
import { PrivacyRequests1766100000000 } from './1766100000000-privacy-requests';
import { AuditTrail1766200000000 } from './1766200000000-audit-trail';
import { Team1766250000000 } from './1766250000000-team';
import { Staff1766300000000 } from './1766300000000-staff';
import { TwoFactor1766400000000 } from './1766400000000-two-factor';
import { CentreContent1766600000000 } from './1766600000000-centre-content';
import { Notices1766700000000 } from './1766700000000-notices';
import { Participants1766800000000 } from './1766800000000-participants';
import { AuditNoTruncate1766900000000 } from './1766900000000-audit-no-truncate';
import { FamilyCodes1767000000000 } from './1767000000000-family-codes';
import { FamilyCodeBrowser1767050000000 } from './1767050000000-family-code-browser';
import { RefundAuthority1767100000000 } from './1767100000000-refund-authority';
import { VirtualAccountDueLimit1767200000000 } from './1767200000000-virtual-account-due-limit';
import { DeviceCookieAttempts1767300000000 } from './1767300000000-device-cookie-attempts';
import { UnprovenDuplicates1767400000000 } from './1767400000000-unproven-duplicates';
import { DropBackgroundJobs1767450000000 } from './1767450000000-drop-background-jobs';
import { ProgramUpdatedAt1767500000000 } from './1767500000000-program-updated-at';
import { LedgerAppCancelled1767600000000 } from './1767600000000-ledger-app-cancelled';
import { LectureSessions1767700000000 } from './1767700000000-lecture-sessions';
import { MessageSkipped1767800000000 } from './1767800000000-message-skipped';
import { Inquiries1767900000000 } from './1767900000000-inquiries';
import { LectureRegStartTime1768000000000 } from './1768000000000-lecture-reg-start-time';
import { LectureBroadcasts1769000000000 } from './1769000000000-lecture-broadcasts';
import { CashHandBack1769100000000 } from './1769100000000-cash-hand-back';
import { InvitationSends1769200000000 } from './1769200000000-invitation-sends';
import { Appointments1770000000000 } from './1770000000000-appointments';
import { BookablePrograms1770100000000 } from './1770100000000-bookable-programs';
import { Calendar1770200000000 } from './1770200000000-calendar';
import { AppointmentRevision1770300000000 } from './1770300000000-appointment-revision';
import { CounsellorFeed1770400000000 } from './1770400000000-counsellor-feed';
import { AppointmentDeposits1770500000000 } from './1770500000000-appointment-deposits';
import { SessionPackages1770600000000 } from './1770600000000-session-packages';
import { AppointmentPayLinks1770700000000 } from './1770700000000-appointment-pay-links';
import { PackagePayLinks1770900000000 } from './1770900000000-package-pay-links';
import { SeatKeptWrites1771000000000 } from './1771000000000-seat-kept-writes';
import { PackageSaleKey1770800000000 } from './1770800000000-package-sale-key';

/** Every migration, oldest first. Listed explicitly so the build and the tests agree. */
export const migrations = [
  InitialSchema1763800000000,
  ApplicationsAndPayments1763900000000,
  GuestLookupAttempts1764000000000,
  AdminAuth1764100000000,
  LectureArchive1764200000000,
  BackgroundJobs1764300000000,
  CancelClaim1764400000000,
  PublicContentVersion1764500000000,
  MoneyAfterClose1764600000000,
  AdminSessions1764700000000,
  AttemptSlots1764800000000,
  SeatsAndWaitlist1764900000000,
  CentreCancel1765000000000,
  Messages1765100000000,
  MessageDailyCapIndex1765200000000,
  MoneyLedger1765300000000,
  LectureClosure1765400000000,
  SandboxCashReceipts1765500000000,
  CashReceipts1765600000000,
  Retention1765800000000,
  Consents1765900000000,
  PersonalDataAccess1766000000000,
  PrivacyRequests1766100000000,
  AuditTrail1766200000000,
  Team1766250000000,
  Staff1766300000000,
  TwoFactor1766400000000,
  CentreContent1766600000000,
  Notices1766700000000,
  Participants1766800000000,
  AuditNoTruncate1766900000000,
  FamilyCodes1767000000000,
  FamilyCodeBrowser1767050000000,
  RefundAuthority1767100000000,
  VirtualAccountDueLimit1767200000000,
  DeviceCookieAttempts1767300000000,
  UnprovenDuplicates1767400000000,
  DropBackgroundJobs1767450000000,
  ProgramUpdatedAt1767500000000,
  LedgerAppCancelled1767600000000,
  LectureSessions1767700000000,
  MessageSkipped1767800000000,
  Inquiries1767900000000,
  LectureRegStartTime1768000000000,
  LectureBroadcasts1769000000000,
  CashHandBack1769100000000,
  InvitationSends1769200000000,
  Appointments1770000000000,
  BookablePrograms1770100000000,
  Calendar1770200000000,
  AppointmentRevision1770300000000,
  CounsellorFeed1770400000000,
  AppointmentDeposits1770500000000,
  SessionPackages1770600000000,
  AppointmentPayLinks1770700000000,
  PackageSaleKey1770800000000,
  PackagePayLinks1770900000000,
  SeatKeptWrites1771000000000,
];
