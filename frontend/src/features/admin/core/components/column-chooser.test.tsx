// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHidden, useColumnChoice } from '../column-choice';
import { ColumnChooser } from './column-chooser';

const KEY = 'admin.columns.test';
const OPTIONAL = ['createdAt', 'lecture', 'email'] as const;
type Column = (typeof OPTIONAL)[number];
const LABELS: { key: Column; label: string }[] = [
  { key: 'createdAt', label: '신청일' },
  { key: 'lecture', label: '강의' },
  { key: 'email', label: '이메일' },
];

/** A table as the lists draw it: 이름 and 관리 always, the optional columns as chosen. */
function Table({ caption, storageKey = KEY }: { caption: string; storageKey?: string }) {
  const choice = useColumnChoice(storageKey, OPTIONAL);
  return (
    <>
      <ColumnChooser columns={LABELS} choice={choice} />
      <table aria-label={caption}>
        <thead>
          <tr>
            <th>이름</th>
            {LABELS.filter(({ key }) => choice.shows(key)).map(({ key, label }) => (
              <th key={key}>{label}</th>
            ))}
            <th>관리</th>
          </tr>
        </thead>
      </table>
    </>
  );
}

const headings = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

afterEach(() => window.localStorage.clear());

describe('the column choice (열 선택)', () => {
  it('shows every column at first, and offers only the optional ones', async () => {
    const user = userEvent.setup();
    render(<Table caption="신청 목록" />);
    expect(headings('신청 목록')).toEqual(['이름', '신청일', '강의', '이메일', '관리']);
    const summary = screen.getByText('열 선택');
    await user.click(summary);
    const group = screen.getByRole('group', { name: '표에 보일 열' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '이름과 관리 열은 항상 보입니다.',
    );
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      '신청일',
      '강의',
      '이메일',
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('hides a column at once and keeps the choice in localStorage for the next visit', async () => {
    const user = userEvent.setup();
    const first = render(<Table caption="신청 목록" />);
    await user.click(screen.getByText('열 선택'));
    await user.click(screen.getByRole('checkbox', { name: '이메일' }));
    await user.click(screen.getByRole('checkbox', { name: '신청일' }));
    expect(headings('신청 목록')).toEqual(['이름', '강의', '관리']);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual(['email', 'createdAt']);

    first.unmount();
    render(<Table caption="신청 목록" />);
    expect(headings('신청 목록')).toEqual(['이름', '강의', '관리']);
    await user.click(screen.getByText('열 선택'));
    expect((screen.getByRole('checkbox', { name: '이메일' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(screen.getByRole('checkbox', { name: '이메일' }));
    expect(headings('신청 목록')).toEqual(['이름', '강의', '이메일', '관리']);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual(['createdAt']);
  });

  it('changes every list of the page that reads the same choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Table caption="첫 강의 신청자" />
        <Table caption="둘째 강의 신청자" />
      </>,
    );
    await user.click(screen.getAllByText('열 선택')[0]);
    // jsdom keeps a closed <details>'s content in the tree: the first list's box.
    await user.click(screen.getAllByRole('checkbox', { name: '강의' })[0]);
    expect(headings('둘째 강의 신청자')).toEqual(['이름', '신청일', '이메일', '관리']);
  });

  it('follows a choice made in another tab', () => {
    render(<Table caption="신청 목록" />);
    act(() => {
      window.localStorage.setItem(KEY, JSON.stringify(['lecture']));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(headings('신청 목록')).toEqual(['이름', '신청일', '이메일', '관리']);
  });

  it('shows everything when what is stored cannot be read', () => {
    window.localStorage.setItem(KEY, '{not json');
    render(<Table caption="신청 목록" />);
    expect(headings('신청 목록')).toEqual(['이름', '신청일', '강의', '이메일', '관리']);
    expect(parseHidden('{"email":true}', OPTIONAL).size).toBe(0);
    expect(parseHidden('null', OPTIONAL).size).toBe(0);
  });

  it('keeps only the columns the table has, and leaves the others stored', async () => {
    expect([...parseHidden('["email","name","participant",3]', OPTIONAL)]).toEqual(['email']);
    window.localStorage.setItem(KEY, JSON.stringify(['participant']));
    const user = userEvent.setup();
    render(<Table caption="신청 목록" />);
    await user.click(screen.getByText('열 선택'));
    await user.click(screen.getByRole('checkbox', { name: '강의' }));
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual([
      'participant',
      'lecture',
    ]);
  });

  it('keeps the choice for the page when the browser refuses to store it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<Table caption="신청 목록" storageKey="admin.columns.refused" />);
    await user.click(screen.getByText('열 선택'));
    await user.click(screen.getByRole('checkbox', { name: '이메일' }));
    expect(headings('신청 목록')).toEqual(['이름', '신청일', '강의', '관리']);
  });

  it('closes on Escape with the focus back on 열 선택', async () => {
    const user = userEvent.setup();
    render(<Table caption="신청 목록" />);
    const summary = screen.getByText('열 선택').closest('summary') as HTMLElement;
    const details = summary.closest('details') as HTMLDetailsElement;
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '강의' }));
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});
