// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '@/lib/test-store';
import type { ApplicationListRow } from '../../core/types';
import type { ColumnChoice } from '../../core/column-choice';
import { ApplicantTable, type ApplicationColumn } from './applicant-table';

const LONG_TITLE = '부모와 아이가 함께하는 놀이치료 입문 특강 (초등 저학년 보호자 대상, 4회)';

function rowOf(overrides: Partial<ApplicationListRow>): ApplicationListRow {
  return {
    id: 7,
    lectureId: 3,
    lectureTitle: LONG_TITLE,
    name: '김하나',
    email: 'ha****@example.com',
    contact: '010-****-5678',
    totalAmount: 20000,
    refundedAmount: 0,
    paymentStatus: 'Y',
    methodName: '카드',
    createdAt: '2026-03-04T03:00:00.000Z',
    ...overrides,
  } as ApplicationListRow;
}

/** A fixed choice: the columns in `hidden` are hidden. */
function choiceHiding(...hidden: ApplicationColumn[]): ColumnChoice<ApplicationColumn> {
  return { shows: (key) => !hidden.includes(key), setShown: vi.fn() };
}

function renderTable({
  cards = false,
  hidden = [],
  rows = [rowOf({}), rowOf({ id: 8, name: '이두리', paymentStatus: 'C', refundedAmount: 20000 })],
}: {
  cards?: boolean;
  hidden?: ApplicationColumn[];
  rows?: ApplicationListRow[];
}) {
  const store = testStore();
  const handlers = { onMoney: vi.fn(), onCancel: vi.fn(), onToggleMessages: vi.fn() };
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ApplicantTable
          rows={rows}
          caption="신청 목록 (최신순)"
          busy={false}
          cards={cards}
          columns={choiceHiding(...hidden)}
          messagesOf={null}
          {...handlers}
        />
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), ...handlers };
}

afterEach(() => vi.unstubAllGlobals());

describe('ApplicantTable', () => {
  it('cuts the long lecture and e-mail, with the whole value in the title and the text', () => {
    renderTable({});
    const table = screen.getByRole('table', { name: '신청 목록 (최신순)' });
    const row = within(table).getAllByRole('row')[1];
    const link = within(row).getByRole('link', { name: LONG_TITLE });
    expect(link.className).toContain('admin-truncate');
    expect(link.getAttribute('title')).toBe(LONG_TITLE);
    const email = within(row).getByText('ha****@example.com');
    expect(email.className).toContain('admin-truncate');
    expect(email.getAttribute('title')).toBe('ha****@example.com');
    expect(within(row).getByRole('rowheader').textContent).toBe('김하나');
  });

  it('leaves out the columns the director hid, never the name and 관리', () => {
    renderTable({ hidden: ['createdAt', 'contact', 'amount'] });
    const table = screen.getByRole('table', { name: '신청 목록 (최신순)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['강의', '이름', '이메일', '결제 상태 · 수단', '관리']);
    // 보기 goes with the e-mail when the phone's column is hidden.
    const row = within(table).getAllByRole('row')[1];
    const email = within(row).getByText('ha****@example.com').closest('td');
    expect(
      within(email!).getByRole('button', { name: '김하나님 연락처·이메일 보기' }),
    ).toBeTruthy();
    expect(table.textContent).not.toContain('010-****-5678');
  });

  it("puts each row's actions in its 관리 menu, named as the buttons were", async () => {
    const { user, onMoney, onCancel } = renderTable({});
    const [paid, cancelled] = screen.getAllByRole('row').slice(1);
    await user.click(within(paid).getByRole('button', { name: `김하나님 ${LONG_TITLE} 관리` }));
    const menu = within(paid).getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['결제·환불', '발송 내역', '신청 취소(전액 환불)']);
    await user.click(within(menu).getByRole('menuitem', { name: '김하나님 결제·환불' }));
    expect(onMoney).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));

    // A cancelled application offers no 신청 취소.
    await user.click(
      within(cancelled).getByRole('button', { name: `이두리님 ${LONG_TITLE} 관리` }),
    );
    expect(
      within(cancelled)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['이두리님 결제·환불', `이두리님 ${LONG_TITLE} 발송 내역 보기`]);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('draws a card per row on a phone, with every fact and the same menu', async () => {
    const { user, onCancel } = renderTable({ cards: true, hidden: ['email'] });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: '신청 목록 (최신순)' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('김하나');
    // The choice of columns is the table's: a card says everything.
    expect(Array.from(card.querySelectorAll('dt')).map((term) => term.textContent)).toEqual([
      '신청일',
      '강의',
      '연락처',
      '이메일',
      '금액',
      '결제 상태 · 수단',
    ]);
    expect(card.textContent).toContain('2026년 3월 4일(수) 12:00');
    expect(card.textContent).toContain('결제 완료 · 카드');
    expect(within(card).getByRole('link', { name: LONG_TITLE })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: `김하나님 ${LONG_TITLE} 관리` }));
    await user.click(within(card).getByRole('menuitem', { name: '김하나님 신청 취소(전액 환불)' }));
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });
});
