// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '@/lib/test-store';
import { fakeNetwork } from '@/lib/fake-network';
import { saveSession, clearSession } from '../auth/session';
import { AdminLayout } from './admin-layout';

/** A token the layout takes for valid (it only reads the exp claim). */
function validToken(): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }));
  return `header.${payload}.signature`;
}

/**
 * The real admin layout with 감사 기록 as a lazy page whose chunk arrives when the test says so,
 * as each back-office page is its own chunk (admin-area.tsx). The router moves to a new address
 * in a transition: until the chunk is in, the address bar says the new page and the old one
 * stays on screen.
 */
function renderArea(at: string) {
  fakeNetwork((request) =>
    request.path === '/api/admin/me'
      ? { status: 200, body: { role: 'OWNER', username: 'admin' } }
      : { status: 404, body: {} },
  );
  let arrive!: () => void;
  const chunk = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>감사 기록</h1> });
  });
  const AuditPage = lazy(() => chunk);
  // A phone: narrower than the sidebar's breakpoint, so the menu is the drawer behind 메뉴.
  vi.stubGlobal('matchMedia', (query: string) =>
    Object.assign(new EventTarget(), { matches: false, media: query }),
  );
  saveSession(validToken(), false);
  window.history.replaceState(null, '', at);
  render(
    <Provider store={testStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<h1>관리자 홈</h1>} />
            <Route path="notice" element={<h1>공지 목록</h1>} />
            <Route path="audit" element={<AuditPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), arrive: () => act(async () => arrive()) };
}

const menuButton = () => screen.getByRole('button', { name: '메뉴' });
const drawer = () => screen.queryByRole('dialog', { name: '관리자 메뉴' });

afterEach(() => clearSession());

describe("the back office's drawer (메뉴)", () => {
  it('stays open when 메뉴 is tapped while the page chosen before is still loading', async () => {
    const { user, arrive } = renderArea('/admin');
    await user.click(menuButton());
    await user.click(within(drawer()!).getByRole('link', { name: '감사 기록' }));
    // The address is the new page's; its chunk is on its way, the home page still shows.
    expect(window.location.pathname).toBe('/admin/audit');
    expect(drawer()).toBeNull();
    expect(screen.getByRole('heading', { name: '관리자 홈' })).toBeTruthy();

    await user.click(menuButton());
    expect(drawer()).not.toBeNull();
    await arrive();

    expect(screen.getByRole('heading', { name: '감사 기록' })).toBeTruthy();
    expect(drawer()).not.toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a navigation made while it is open: the browser’s back', async () => {
    const { user } = renderArea('/admin');
    await user.click(menuButton());
    await user.click(within(drawer()!).getByRole('link', { name: '공지사항 관리' }));
    expect(await screen.findByRole('heading', { name: '공지 목록' })).toBeTruthy();
    expect(drawer()).toBeNull();

    await user.click(menuButton());
    expect(drawer()).not.toBeNull();
    act(() => window.history.back());

    expect(await screen.findByRole('heading', { name: '관리자 홈' })).toBeTruthy();
    expect(drawer()).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});
