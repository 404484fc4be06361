import { AdminRefreshToken } from './auth/admin-refresh-token.entity';
import { AdminSession } from './auth/admin-session.entity';
import { AdminUser } from './auth/admin-user.entity';
import { TeamPolicy } from './auth/team-policy.entity';
import { AdminInvitation } from './auth/admin-invitation.entity';
import {
  AdminRecoveryCode,
  AdminSignInChallenge,
  AdminTwoFactor,
} from './auth/two-factor/two-factor.entity';
import { ApplicationFee } from './applications/application-fee.entity';
import { Application } from './applications/application.entity';
import { LectureFee } from './lectures/lecture-fee.entity';
import { LectureSession } from './lectures/lecture-session.entity';
import { Lecture } from './lectures/lecture.entity';
import { CashReceipt } from './cash-receipts/cash-receipt.entity';
import { LedgerEntry } from './ledger/ledger-entry.entity';
import { MessageAttempt } from './outbox/message-attempt.entity';
import { Message } from './outbox/message.entity';
import { Payment } from './payments/payment.entity';
import { ConsentRecord } from './privacy/consent-record.entity';
import { ConsentText } from './privacy/consent-text.entity';
import { LectureClosure, LectureClosureItem } from './refunds/lecture-closure.entity';
import { RefundRequest } from './refunds/refund-request.entity';
import { ProgramImage } from './programs/program-image.entity';
import { Program } from './programs/program.entity';
import { PrivacyRequest } from './privacy/privacy-request.entity';
import { SandboxCashReceipt } from './sandbox/sandbox-cash-receipt.entity';
import { SandboxIdempotency } from './sandbox/sandbox-idempotency.entity';
import { SandboxPayment } from './sandbox/sandbox-payment.entity';
import { WaitlistEntry } from './waitlist/waitlist-entry.entity';
import { PersonalDataAccess } from './privacy/personal-data-access.entity';
import { AuditEvent } from './audit/audit-event.entity';
import { Notice } from './notices/notice.entity';
import { Inquiry } from './inquiries/inquiry.entity';
import { LectureBroadcast } from './notifications/lecture-broadcast.entity';
import { SiteSettingsRow } from './site/site-settings.entity';
import {
  CentreClosedDay,
  Counsellor,
  CounsellorTimeOff,
  CounsellorWeeklyHours,
  Room,
} from './appointments/counsellor.entity';
import { AppointmentType } from './appointments/appointment-type.entity';
import { Appointment } from './appointments/appointment.entity';
import { SessionPackage } from './appointments/session-package.entity';

/**
 * Every table's entity, listed once. Entities live with their feature module, and the database
 * layer (src/database) imports no feature, so the list sits here, above both: the app
 * (app.module.ts), the migration CLI (ormconfig.ts) and the command-line tools pass it on.
 */
export const entities = [
  Program,
  ProgramImage,
  SiteSettingsRow,
  Lecture,
  LectureFee,
  LectureSession,
  Application,
  ApplicationFee,
  ConsentText,
  ConsentRecord,
  Payment,
  LedgerEntry,
  RefundRequest,
  CashReceipt,
  LectureClosure,
  LectureClosureItem,
  WaitlistEntry,
  Message,
  MessageAttempt,
  SandboxPayment,
  SandboxIdempotency,
  SandboxCashReceipt,
  AdminUser,
  AdminSession,
  AdminRefreshToken,
  TeamPolicy,
  AdminInvitation,
  AdminTwoFactor,
  AdminRecoveryCode,
  AdminSignInChallenge,
  PersonalDataAccess,
  PrivacyRequest,
  AuditEvent,
  Notice,
  Inquiry,
  LectureBroadcast,
  Counsellor,
  CounsellorWeeklyHours,
  CounsellorTimeOff,
  CentreClosedDay,
  Room,
  AppointmentType,
  Appointment,
  SessionPackage,
];
