// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FamilySessionPackage } from '../types';
import { PackageLine } from './package-line';

const PAID: FamilySessionPackage = {
  id: 3,
  typeName: '놀이 치료',
  sessionsTotal: 4,
  sessionsUsed: 1,
  sessionsLeft: 3,
  price: 200_000,
  status: 'PAID',
  refundedAmount: 0,
  payUntil: null,
  payPath: null,
};

const show = (pack: Partial<FamilySessionPackage>) =>
  render(
    <MemoryRouter>
      <ul>
        <PackageLine pack={{ ...PAID, ...pack }} />
      </ul>
    </MemoryRouter>,
  );

describe('a 회기권 in 내 정보', () => {
  it('says what is used and left once paid, with nothing to pay', () => {
    show({});
    expect(screen.getByRole('listitem').textContent).toBe('놀이 치료 4회 중 1회 사용 · 3회 남음');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers its own link while a linked sale waits for the payment', () => {
    show({
      status: 'DUE',
      sessionsUsed: 0,
      sessionsLeft: 0,
      payUntil: '2026-12-02T03:00:00.000Z',
      payPath: '/program/1/booking/package/3.token',
    });
    expect(screen.getByRole('listitem').textContent).toContain(
      '200,000원 결제 대기 · 12월 2일(수) 오후 12:00까지 결제해 주세요.',
    );
    const pay = screen.getByRole('link', { name: '놀이 치료 4회 회기권 결제하기' });
    expect(pay.getAttribute('href')).toBe('/program/1/booking/package/3.token');
  });

  it('sends the family to the centre once the deadline passed, and says a sale called off', () => {
    const { unmount } = show({ status: 'DUE', payUntil: null, payPath: null });
    expect(screen.getByRole('listitem').textContent).toContain('결제 기한이 지났어요');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    show({ status: 'CANCELLED' });
    expect(screen.getByRole('listitem').textContent).toBe(
      '놀이 치료 4회 · 센터에서 판매를 취소했어요.',
    );
  });
});
