// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowMenu, type RowMenuItem } from './row-menu';

/** A row's menu as the applicants lists make it, between two controls to Tab to. */
function renderMenu(onSelect: Partial<Record<string, () => void>> = {}) {
  const user = userEvent.setup();
  const items: RowMenuItem[] = [
    {
      key: 'money',
      text: '결제·환불',
      label: '김하나님 결제·환불',
      opensDialog: true,
      onSelect: onSelect.money ?? vi.fn(),
    },
    {
      key: 'messages',
      text: '발송 내역',
      label: '김하나님 발송 내역 보기',
      onSelect: onSelect.messages ?? vi.fn(),
    },
    {
      key: 'cancel',
      text: '신청 취소(전액 환불)',
      label: '김하나님 신청 취소(전액 환불)',
      danger: true,
      onSelect: onSelect.cancel ?? vi.fn(),
    },
  ];
  render(
    <>
      <button type="button">앞 행</button>
      <RowMenu id="application-7-actions" text="관리" label="김하나님 관리" items={items} />
      <button type="button">다음 행</button>
    </>,
  );
  const button = screen.getByRole('button', { name: '김하나님 관리' });
  return { user, button };
}

const menu = () => screen.queryByRole('menu', { name: '김하나님 관리' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('RowMenu', () => {
  it('is one button that says it opens a menu, closed at first', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('관리');
    expect(menu()).toBeNull();
  });

  it('opens on Enter with the focus on its first item, each named after the person', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu()?.id);
    expect(
      screen.getAllByRole('menuitem').map((found) => found.getAttribute('aria-label')),
    ).toEqual(['김하나님 결제·환불', '김하나님 발송 내역 보기', '김하나님 신청 취소(전액 환불)']);
    expect(document.activeElement).toBe(item('김하나님 결제·환불'));
    expect(item('김하나님 결제·환불').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('moves with the arrow keys, round the ends, and with Home and End', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard(' ');
    expect(document.activeElement).toBe(item('김하나님 결제·환불'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('김하나님 발송 내역 보기'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(item('김하나님 결제·환불'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('김하나님 신청 취소(전액 환불)'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item('김하나님 결제·환불'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('김하나님 신청 취소(전액 환불)'));
  });

  it('opens from the button with ArrowDown on the first item and ArrowUp on the last', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('김하나님 신청 취소(전액 환불)'));
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('김하나님 결제·환불'));
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    expect(document.activeElement).toBe(item('김하나님 결제·환불'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(menu()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('puts the focus on its button before an item acts, so a dialog gives it back there', async () => {
    let focusedWhenChosen: Element | null = null;
    const money = vi.fn(() => {
      focusedWhenChosen = document.activeElement;
    });
    const { user, button } = renderMenu({ money });
    button.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(money).toHaveBeenCalledTimes(1);
    expect(focusedWhenChosen).toBe(button);
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('acts on a click of an item', async () => {
    const cancel = vi.fn();
    const { user, button } = renderMenu({ cancel });
    await user.click(button);
    await user.click(item('김하나님 신청 취소(전액 환불)'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(menu()).toBeNull();
  });

  it('closes when Tab moves the focus on, and when a press lands outside it', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '다음 행' }));
    await user.click(button);
    await user.tab({ shift: true });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '앞 행' }));

    await user.click(button);
    expect(menu()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '다음 행' }));
    expect(menu()).toBeNull();
  });

  it('closes again on a second click of its button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(button);
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
