// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '../api';
import { AdminMenu } from './admin-menu';

const GROUPS = ['강의', '신청·결제', '게시판', '사이트', '직원·보안', '상담 예약'];
const OWNER_ONLY = [
  '환불 승인',
  '센터 정보',
  '직원 관리',
  '감사 기록',
  '개인정보 열람 기록',
  '개인정보 요청',
  '상담 유형',
  '휴무일·상담실',
];
const EVERYONE = [
  '홈',
  '상담 일정',
  '회기권',
  '교육/특강 페이지 관리',
  '프로그램 관리',
  '신청자 관리',
  '현황',
  '공지사항 관리',
  '문의 관리',
  '알림 템플릿',
  '보안 설정',
  '상담사',
];

function renderMenu(role: AdminRole | undefined, at = '/admin', onNavigate?: () => void) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminMenu role={role} headingLevel={2} onNavigate={onNavigate} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '관리자 영역' });
}

const names = (links: HTMLElement[]) => links.map((link) => link.textContent);

/** A group's entries: the list under its heading. */
function group(menu: HTMLElement, name: string): HTMLElement[] {
  const heading = within(menu).getByRole('heading', { level: 2, name });
  return within(heading.nextElementSibling as HTMLElement).getAllByRole('link');
}

describe('AdminMenu', () => {
  it("shows the owner every page, 홈 first, then the six groups in the director's order", () => {
    const menu = renderMenu('OWNER');
    expect(names(within(menu).getAllByRole('heading', { level: 2 }))).toEqual(GROUPS);
    const links = names(within(menu).getAllByRole('link'));
    expect(links[0]).toBe('홈');
    expect([...links].sort()).toEqual([...EVERYONE, ...OWNER_ONLY].sort());
    expect(names(group(menu, '강의'))).toEqual(['교육/특강 페이지 관리', '프로그램 관리']);
    expect(names(group(menu, '신청·결제'))).toEqual(['신청자 관리', '현황', '환불 승인']);
    expect(names(group(menu, '게시판'))).toEqual(['공지사항 관리', '문의 관리']);
    expect(names(group(menu, '사이트'))).toEqual(['센터 정보', '알림 템플릿']);
    expect(names(group(menu, '직원·보안'))).toEqual([
      '직원 관리',
      '보안 설정',
      '감사 기록',
      '개인정보 열람 기록',
      '개인정보 요청',
    ]);
    expect(names(group(menu, '상담 예약'))).toEqual([
      '상담 일정',
      '회기권',
      '상담 유형',
      '상담사',
      '휴무일·상담실',
    ]);
  });

  it("hides the owner's pages from staff, and keeps every group staff use", () => {
    const menu = renderMenu('STAFF');
    const links = names(within(menu).getAllByRole('link'));
    expect([...links].sort()).toEqual([...EVERYONE].sort());
    for (const name of OWNER_ONLY) {
      expect(within(menu).queryByRole('link', { name })).toBeNull();
    }
    expect(names(within(menu).getAllByRole('heading', { level: 2 }))).toEqual(GROUPS);
    expect(names(group(menu, '신청·결제'))).toEqual(['신청자 관리', '현황']);
    expect(names(group(menu, '사이트'))).toEqual(['알림 템플릿']);
    expect(names(group(menu, '직원·보안'))).toEqual(['보안 설정']);
    // A staff counsellor keeps their own hours and time off.
    expect(names(group(menu, '상담 예약'))).toEqual(['상담 일정', '회기권', '상담사']);
  });

  it("shows no owner's page while the role is still unknown", () => {
    const menu = renderMenu(undefined);
    expect([...names(within(menu).getAllByRole('link'))].sort()).toEqual([...EVERYONE].sort());
  });

  it('marks the current page, and only it', () => {
    const menu = renderMenu('OWNER', '/admin/notice');
    const current = within(menu).getByRole('link', { name: '공지사항 관리' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('marks only 홈 on the front page, though every address starts with /admin', () => {
    const menu = renderMenu('STAFF', '/admin');
    expect(within(menu).getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it("marks a page's list entry as the current place on a page under it", () => {
    const menu = renderMenu('STAFF', '/admin/lecture/edit/7');
    const lectures = within(menu).getByRole('link', { name: '교육/특강 페이지 관리' });
    expect(lectures.getAttribute('aria-current')).toBe('true');
    expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(menu).getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks nothing on an address that is no page of the menu', () => {
    const menu = renderMenu('OWNER', '/admin/refunds');
    expect(menu.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it("does not take /admin/privacy-access's entry for /admin/privacy-requests", () => {
    const menu = renderMenu('OWNER', '/admin/privacy-requests');
    expect(
      within(menu).getByRole('link', { name: '개인정보 요청' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('says when an entry is chosen, the current one included (the drawer closes)', async () => {
    const onNavigate = vi.fn();
    const menu = renderMenu('STAFF', '/admin/notice', onNavigate);
    const user = userEvent.setup();
    await user.click(within(menu).getByRole('link', { name: '공지사항 관리' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await user.click(within(menu).getByRole('link', { name: '문의 관리' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
    expect(within(menu).getByRole('link', { name: '문의 관리' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
