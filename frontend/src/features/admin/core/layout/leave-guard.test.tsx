// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '@/lib/test-store';
import { fakeNetwork } from '@/lib/fake-network';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { saveSession, clearSession } from '../auth/session';
import { AdminLayout } from './admin-layout';

const QUESTION = '저장하지 않은 내용이 있습니다';

/** An edit form as the back office's pages bind it: any input makes it unsaved. */
function DraftForm() {
  const leave = useLeaveWarning();
  return (
    <form onInput={leave.changed} onSubmit={(event) => event.preventDefault()}>
      <label>
        제목
        <input id="draft-title" name="title" />
      </label>
      <a href="#draft-title">제목으로</a>
      <button type="button" onClick={leave.saved}>
        저장
      </button>
    </form>
  );
}

/** A token the layout takes for valid (it only reads the exp claim). */
function validToken(): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }));
  return `header.${payload}.signature`;
}

/** The real admin layout (sidebar, bar) around a form page, in the browser's own history. */
function renderArea(at: string) {
  fakeNetwork((request) =>
    request.path === '/api/admin/me'
      ? { status: 200, body: { role: 'OWNER', username: 'admin' } }
      : { status: 404, body: {} },
  );
  const store = testStore();
  saveSession(validToken(), false);
  window.history.replaceState(null, '', at);
  render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<h1>관리자 홈</h1>} />
            <Route
              path="notice"
              element={
                <>
                  <h1>공지 목록</h1>
                  <Link to="edit">새 공지</Link>
                </>
              }
            />
            <Route path="notice/edit" element={<DraftForm />} />
          </Route>
          <Route path="/admin/login" element={<h1>로그인</h1>} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
  return userEvent.setup();
}

/**
 * The browser's Navigation API as far as the guard uses it (jsdom has none): a navigate event
 * before a traversal, and traverseTo, which moves the history as the browser would.
 */
function fakeNavigation() {
  const traverseTo = vi.fn((_key: string) => {
    window.history.back();
    const done = Promise.resolve();
    return { committed: done, finished: done };
  });
  const navigation = Object.assign(new EventTarget(), { traverseTo });
  vi.stubGlobal('navigation', navigation);
  return navigation;
}

/**
 * The back button: the navigate event first; the history moves unless the page cancelled it.
 * Answers whether it moved.
 */
function pressBack(navigation: EventTarget): boolean {
  const event = Object.assign(new Event('navigate', { cancelable: true }), {
    navigationType: 'traverse',
    destination: { key: 'previous', sameDocument: true },
  });
  let moved = false;
  act(() => {
    moved = navigation.dispatchEvent(event);
    if (moved) window.history.back();
  });
  return moved;
}

const sidebar = () => screen.getAllByRole('navigation', { name: '관리자 영역' })[0];
const question = () => screen.queryByRole('alertdialog', { name: QUESTION });

afterEach(() => clearSession());

describe('the back office asks before unsaved text is left', () => {
  it('leaves a form nobody typed in at once, by the menu', async () => {
    const user = renderArea('/admin/notice/edit');
    await user.click(within(sidebar()).getByRole('link', { name: '공지사항 관리' }));

    expect(await screen.findByRole('heading', { name: '공지 목록' })).toBeTruthy();
    expect(question()).toBeNull();
    expect(window.location.pathname).toBe('/admin/notice');
  });

  it('asks at a menu click on a typed-in form: 계속 작성 stays with the text, 나가기 goes', async () => {
    const user = renderArea('/admin/notice/edit');
    await user.type(screen.getByLabelText('제목'), '여름 방학 안내');
    await user.click(within(sidebar()).getByRole('link', { name: '공지사항 관리' }));

    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(dialog.textContent).toContain('이 페이지를 나가면 입력한 내용이 사라집니다. 나갈까요?');
    // The harmless choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(window.location.pathname).toBe('/admin/notice/edit');

    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(question()).toBeNull();
    expect(window.location.pathname).toBe('/admin/notice/edit');
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('여름 방학 안내');

    // Any link of the layout asks, the bar's title too; 나가기 follows it.
    await user.click(screen.getByRole('link', { name: '관리자 페이지' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: QUESTION })).getByRole('button', {
        name: '나가기',
      }),
    );
    expect(await screen.findByRole('heading', { name: '관리자 홈' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
    expect(question()).toBeNull();
  });

  it('asks not for a link into the page itself, nor once the form is saved', async () => {
    const user = renderArea('/admin/notice/edit');
    await user.type(screen.getByLabelText('제목'), '안내');
    // An error summary's link to its field: nothing is left.
    await user.click(screen.getByRole('link', { name: '제목으로' }));
    expect(question()).toBeNull();
    await user.click(screen.getByRole('button', { name: '저장' }));
    await user.click(within(sidebar()).getByRole('link', { name: '공지사항 관리' }));
    expect(await screen.findByRole('heading', { name: '공지 목록' })).toBeTruthy();
    expect(question()).toBeNull();
  });

  it('asks before 로그아웃 too, and signs out on 나가기', async () => {
    const user = renderArea('/admin/notice/edit');
    await user.type(screen.getByLabelText('제목'), '안내');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(window.localStorage.getItem('accessToken')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: QUESTION })).getByRole('button', {
        name: '나가기',
      }),
    );
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('asks at the back button: 계속 작성 keeps the page, 나가기 goes back', async () => {
    const navigation = fakeNavigation();
    const user = renderArea('/admin/notice');
    // Into the form by a link of the app, then back: nobody typed, so the step is not held.
    await user.click(screen.getByRole('link', { name: '새 공지' }));
    expect(pressBack(navigation)).toBe(true);
    expect(await screen.findByRole('heading', { name: '공지 목록' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '새 공지' }));
    await user.type(await screen.findByLabelText('제목'), '안내');
    expect(pressBack(navigation)).toBe(false);
    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(window.location.pathname).toBe('/admin/notice/edit');
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(navigation.traverseTo).not.toHaveBeenCalled();
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('안내');

    expect(pressBack(navigation)).toBe(false);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: QUESTION })).getByRole('button', {
        name: '나가기',
      }),
    );
    expect(navigation.traverseTo).toHaveBeenCalledWith('previous');
    expect(await screen.findByRole('heading', { name: '공지 목록' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/notice');
  });
});
