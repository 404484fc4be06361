// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLinkPayment } from './use-link-payment';

const words = {
  refused: (reason: string) => `결제하지 못했어요. ${reason}`,
  scriptFailed: '결제 창을 열지 못했어요.',
};

function linkForm(code: string | null, reason: string | null, start = vi.fn(), onEnded = vi.fn()) {
  return renderHook(() => useLinkPayment({ code, reason, busy: false, start, words, onEnded }));
}

describe('useLinkPayment', () => {
  it('says a window the family closed plainly, and a refusal as a problem', () => {
    const closed = linkForm('PAY_PROCESS_CANCELED', '사용자가 결제를 취소했습니다').result.current;
    expect([closed.closed, closed.problem]).toEqual([true, null]);
    const refused = linkForm('REJECT_CARD_COMPANY', '한도가 초과되었습니다').result.current;
    expect([refused.closed, refused.problem]).toEqual([
      false,
      '결제하지 못했어요. 한도가 초과되었습니다',
    ]);
    expect(linkForm(null, null).result.current.problem).toBeNull();
  });

  it('hands a link that ended meanwhile back to the page, with the server’s words', async () => {
    const onEnded = vi.fn();
    const start = vi.fn().mockRejectedValue({
      data: { message: '이미 결제된 회기권이에요.', code: 'ALREADY_PAID' },
    });
    const { result } = linkForm(null, null, start, onEnded);
    await act(() => result.current.pay());
    expect(start).toHaveBeenCalledWith('카드');
    expect(result.current.problem).toBe('이미 결제된 회기권이에요.');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('says the window could not open when nothing answered, and keeps the link', async () => {
    const onEnded = vi.fn();
    const { result } = linkForm(
      null,
      null,
      vi.fn().mockRejectedValue(new Error('offline')),
      onEnded,
    );
    act(() => result.current.setMethod('계좌이체'));
    await act(() => result.current.pay());
    expect(result.current.problem).toBe('결제 창을 열지 못했어요.');
    expect(onEnded).not.toHaveBeenCalled();
  });
});
