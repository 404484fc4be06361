import { koAdmin } from '@/copy/ko-admin';
import type { PaymentStatusCode } from '../../core/types';
import { RowMenu, type RowMenuItem } from '../../core/components/row-menu';

/**
 * The id of an application's 관리 button: a panel that closes (발송 내역) gives the focus back to
 * it, as the dialogs its menu opens do.
 */
export const applicantMenuId = (applicationId: number) => `application-${applicationId}-actions`;

/**
 * 관리 of one application, in a table row or on a card: 결제·환불, 발송 내역 (보기 or 닫기) and,
 * unless already cancelled, 신청 취소(전액 환불), each named after the person as the buttons
 * were before they moved into the menu (`${name}님 결제·환불`).
 */
export function ApplicantMenu({
  applicationId,
  name,
  label,
  paymentStatus,
  messages,
  onMoney,
  onCancel,
}: {
  applicationId: number;
  name: string;
  /** The 관리 button's accessible name. */
  label: string;
  paymentStatus: PaymentStatusCode;
  messages: { open: boolean; showLabel: string; hideLabel: string; onToggle: () => void };
  onMoney: () => void;
  onCancel: () => void;
}) {
  const items: RowMenuItem[] = [
    {
      key: 'money',
      text: koAdmin.money.button,
      label: koAdmin.money.buttonLabel(name),
      opensDialog: true,
      onSelect: onMoney,
    },
    {
      key: 'messages',
      text: messages.open ? koAdmin.messages.hide : koAdmin.messages.show,
      label: messages.open ? messages.hideLabel : messages.showLabel,
      onSelect: messages.onToggle,
    },
  ];
  if (paymentStatus !== 'C') {
    items.push({
      key: 'cancel',
      text: koAdmin.cancelApplication.button,
      label: koAdmin.cancelApplication.buttonLabel(name),
      opensDialog: true,
      danger: true,
      onSelect: onCancel,
    });
  }
  return (
    <RowMenu
      id={applicantMenuId(applicationId)}
      text={koAdmin.rowMenu.button}
      label={label}
      items={items}
    />
  );
}
