import { ConflictException } from '@nestjs/common';

/** Toss's own code for "being processed": the browser's payment pages already know it. */
export const PROCESSING_CODE = 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING';
export const PROCESSING_MESSAGE = '결제가 이미 처리 중입니다. 잠시 후 다시 시도해 주세요.';

/** An attempt of the application is being confirmed or looked up: try again shortly. */
export function paymentProcessing(): ConflictException {
  return new ConflictException({ message: PROCESSING_MESSAGE, code: PROCESSING_CODE });
}

export function alreadyPaid(): ConflictException {
  // Another attempt of this application is already live (paid, pending or confirming).
  return new ConflictException({
    message: '이미 결제가 진행 중이거나 완료된 신청입니다. 내 정보에서 결제 상태를 확인해 주세요.',
    code: 'ALREADY_PAID',
  });
}

/** The lecture was cancelled (폐강) or removed: its attempts are refused before any confirm. */
export const LECTURE_CANCELLED_CODE = 'LECTURE_CANCELLED';
export const LECTURE_CANCELLED_MESSAGE =
  '강의가 폐강되어 결제를 진행하지 않았습니다. 결제된 금액은 없습니다.';

export function lectureCancelled(): ConflictException {
  return new ConflictException({
    message: LECTURE_CANCELLED_MESSAGE,
    code: LECTURE_CANCELLED_CODE,
  });
}
