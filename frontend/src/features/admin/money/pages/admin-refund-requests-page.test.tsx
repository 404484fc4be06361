// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { testStore } from '@/lib/test-store';
import { fakeNetwork } from '@/lib/fake-network';
import type { RefundRequestRow } from '../../core/types';
import AdminRefundRequestsPage from './admin-refund-requests-page';

const ROW: RefundRequestRow = {
  id: 4,
  applicationId: 9,
  applicantName: '나승인',
  lectureTitle: '여름 미술',
  kind: 'REFUND',
  amount: 15000,
  reason: '자녀 질병',
  destination: null,
  requestedBy: 'STAFF',
  requestedByName: '김직원',
  cause: 'OVER_LIMIT',
  causeText: '직원 환불 한도를 넘었습니다.',
  status: 'PENDING',
  refunded: null,
  detail: null,
  decidedByName: null,
  decidedAt: null,
  declineReason: null,
  createdAt: '2026-11-29T01:00:00.000Z',
};

describe('AdminRefundRequestsPage', () => {
  it('asks for the reason before declining, then sends it trimmed', async () => {
    const network = fakeNetwork((request) =>
      request.method === 'GET'
        ? { status: 200, body: { items: [ROW] } }
        : {
            status: 200,
            body: { request: { ...ROW, status: 'DECLINED' }, message: '거절했습니다.' },
          },
    );
    const store = testStore();
    render(
      <Provider store={store}>
        <AdminRefundRequestsPage />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '환불 요청 4번 거절' }));
    await user.click(screen.getByRole('button', { name: '거절하기' }));

    const reason = screen.getByLabelText('거절 사유');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('거절 사유를 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(network.sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(reason, ' 이미 환불한 신청 ');
    expect(reason.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: '거절하기' }));
    expect(await screen.findByText('거절했습니다.')).toBeTruthy();
    expect(network.sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/refund-requests/4/decline',
        body: { reason: '이미 환불한 신청' },
      },
    ]);
  });
});
