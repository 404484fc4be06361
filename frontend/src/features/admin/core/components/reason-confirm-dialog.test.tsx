// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/lib/fake-network';
import { ReasonConfirmDialog } from './reason-confirm-dialog';

const COPY = {
  reason: '취소 사유',
  reasonHint: '가족에게 보내는 안내에 들어갑니다.',
  close: '닫기',
  confirm: '신청 취소',
  confirming: '취소하는 중...',
  failed: '취소하지 못했습니다.',
};

/** The required reason, trimmed: the rule the cancel and 폐강 dialogs pass in. */
function check(text: string) {
  const reason = text.trim();
  return reason ? { reason, error: null } : { reason: null, error: '취소 사유를 입력해 주세요.' };
}

function renderDialog(onConfirm: (reason: string) => Promise<void>) {
  const user = userEvent.setup();
  render(
    <ReasonConfirmDialog
      className="admin-cancel-dialog"
      title="신청 취소"
      lead="전액 환불됩니다."
      copy={COPY}
      maxLength={200}
      check={check}
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
  );
  return { user, reason: screen.getByLabelText('취소 사유') };
}

describe('ReasonConfirmDialog', () => {
  it('asks for the reason before sending, its error tied to the field', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user, reason } = renderDialog(onConfirm);
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: '신청 취소' }));

    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('취소 사유를 입력해 주세요.').id).toBe(
      reason.getAttribute('aria-describedby')?.split(' ')[0],
    );
    expect(document.activeElement).toBe(reason);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason once while busy, and says a refusal with the reason kept', async () => {
    const answer = deferred<void>();
    // Refused as RTK Query's unwrap() refuses: with the server's answer.
    const onConfirm = vi.fn(() =>
      answer.promise.then(() =>
        Promise.reject({ status: 409, data: { message: '이미 취소된 신청입니다.' } }),
      ),
    );
    const { user, reason } = renderDialog(onConfirm);
    await user.type(reason, ' 가족 요청 ');
    await user.click(screen.getByRole('button', { name: '신청 취소' }));

    const busy = screen.getByRole('button', { name: '취소하는 중...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '닫기' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve();

    expect(await screen.findByText('취소하지 못했습니다. 이미 취소된 신청입니다.')).toBeTruthy();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('가족 요청');
    expect((reason as HTMLTextAreaElement).value).toBe(' 가족 요청 ');
  });
});
