/**
 * Which lecture an application's payment is for, kept in sessionStorage while the browser is
 * away at the payment window: the navigation state does not survive the trip, and a 409 on the
 * return (the seat's hold lapsed and the lecture filled up) then still offers that lecture's
 * 대기 신청. Nothing personal is stored; a failing storage only loses the shortcut.
 */
const key = (applicationId: number) => `maeum.payment-lecture.${applicationId}`;

export function rememberPaymentLecture(applicationId: number, lectureId: number | undefined) {
  if (lectureId === undefined) return;
  try {
    sessionStorage.setItem(key(applicationId), String(lectureId));
  } catch {
    // Storage unavailable (private mode, quota): the link falls back to the lecture list.
  }
}

export function paymentLecture(applicationId: number): number | undefined {
  try {
    const value = Number(sessionStorage.getItem(key(applicationId)));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}
