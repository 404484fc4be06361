import type { Schema } from '@shared/contract/schema';

/** POST /api/guest/user-check: 1 ok (and the guest cookie), -1 no history, 0 mismatch. */
export type UserCheckResponse = Schema<'UserCheckResponse'>;
export type UserCheckRequest = Schema<'UserCheckDto'>;

export type LectureInfo = Schema<'LectureInfo'>;

export type LecturePhase = LectureInfo['phase'];

/** Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded. */
export type ApplicationPaymentStatus = LectureInfo['paymentStatus'];

export type Cancellation = Schema<'Cancellation'>;

/** A payment the app cancelled in full by itself (reason NO_SEAT: paid after the seats ran out). */
export type AutoCancel = Schema<'AutoCancelInfo'>;

/** POST /api/guest/user-info (spec §3). */
export type UserInfoRequest = Schema<'OptionalGuestEmailDto'>;

/** The family's door (issue 32): a code to an e-mail or phone, then the proof cookie. */
export type { FamilyContact, CodeSent } from '../../forms/family-proof/api';
export type ForgetBrowsersRequest = Schema<'ForgetBrowsersDto'>;
export type BrowsersForgotten = Schema<'BrowsersForgotten'>;
export type UserInfoResponse = Schema<'UserInfoResponse'>;

export type CancelRequest = Schema<'GuestCancelDto'>;
export type CancelResponse = Schema<'GuestCancelResponse'>;

/** POST /api/payments/retry. */
export type RetryRequest = Schema<'RetryPaymentDto'>;
export type RetryResponse = Schema<'RetryResponse'>;

/** A waiting-list entry in 내 정보: its position while WAITING, its offer while OFFERED. */
export type WaitlistInfo = Schema<'WaitlistInfo'>;

/** POST /api/guest/waitlist/cancel (the guest cookie proves who asks). */
export type WaitlistCancelRequest = Schema<'CancelWaitlistDto'>;
export type WaitlistCancelResponse = Schema<'WaitlistCancelled'>;

/** POST /api/guest/link: a message's personal my-info link; sets the guest proof cookie. */
export type OpenLinkRequest = Schema<'OpenMyInfoLinkDto'>;
export type OpenLinkResponse = Schema<'MyInfoLinkOpened'>;

/** POST /api/guest/certificate: 수강 확인서 of one paid application the guest cookie proves. */
export type CertificateRequest = Schema<'CertificateRequestDto'>;
export type CertificateResponse = Schema<'CertificateResponse'>;

/** 내 개인정보 (issue 21): POST /api/guest/contact and /api/guest/delete-request. */
export type ContactCorrectionRequest = Schema<'ContactCorrectionDto'>;
export type ContactCorrectionResponse = Schema<'ContactCorrectionResponse'>;
export type DeletionResponse = Schema<'DeletionResponse'>;

/** 상담 예약 (issue 37): an appointment as the family sees it, and their list. */
export type FamilyAppointment = Schema<'FamilyAppointment'>;
export type FamilyAppointments = Schema<'FamilyAppointments'>;
export type FamilySessionPackages = Schema<'FamilySessionPackages'>;
export type FamilySessionPackage = Schema<'FamilySessionPackage'>;
