// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AlertContext } from '@/components/ui/use-alert';
import { testStore } from '@/lib/test-store';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import { AdminNoticeEditPage } from './admin-notice-edit-page';

// CKEditor is not what these tests are about: a textarea stands in for it.
vi.mock('../../core/components/lecture-editor', () => import('@/lib/editor-stand-in'));

const NOTICE = {
  id: 3,
  title: '설 연휴 휴무 안내',
  body: '<p>센터가 쉽니다.</p>',
  pinned: false,
  published: true,
};

/** The page at `path` with the app's store, a fake server and an alert that closes at once. */
function renderPage(path: string, answer: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork((request) =>
    request.method === 'GET' && request.path === '/api/admin/notice/3'
      ? { status: 200, body: NOTICE }
      : answer(request),
  );
  const store = testStore();
  const showAlert = vi.fn((_message: string) => Promise.resolve());
  render(
    <Provider store={store}>
      <AlertContext value={showAlert}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/notice/edit" element={<AdminNoticeEditPage />} />
            <Route path="/admin/notice/edit/:id" element={<AdminNoticeEditPage />} />
            <Route path="/admin/notice" element={<p>공지 목록</p>} />
          </Routes>
        </MemoryRouter>
      </AlertContext>
    </Provider>,
  );
  const writes = () => network.sent.filter((request) => request.method !== 'GET');
  return { writes, showAlert, user: userEvent.setup() };
}

describe('AdminNoticeEditPage', () => {
  it('asks for the title in an alert, sends nothing, then focuses it', async () => {
    const { writes, showAlert, user } = renderPage('/admin/notice/edit', () => ({
      status: 201,
      body: { message: '공지사항을 게시했습니다. 사이트에 바로 보입니다.' },
    }));
    await user.type(screen.getByLabelText('제목'), '   ');
    await user.click(screen.getByRole('button', { name: '게시하기' }));

    expect(showAlert).toHaveBeenCalledWith('제목을 입력해 주세요.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('제목')));
    expect(screen.getByLabelText('제목').getAttribute('aria-invalid')).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it.each([
    ['임시저장', false, '공지사항을 임시저장했습니다. 사이트에는 보이지 않습니다.'],
    ['게시하기', true, '공지사항을 게시했습니다. 사이트에 바로 보입니다.'],
  ])(
    '%s creates a pinned notice in that state with the trimmed title, says so and goes back',
    async (button, published, said) => {
      const { writes, showAlert, user } = renderPage('/admin/notice/edit', () => ({
        status: 201,
        body: { message: said },
      }));
      await user.type(screen.getByLabelText('제목'), ' 휴무 안내 ');
      await user.type(screen.getByLabelText('내용'), '<p>쉽니다.</p>');
      await user.click(screen.getByLabelText('상단 고정'));
      await user.click(screen.getByRole('button', { name: button }));

      expect(await screen.findByText('공지 목록')).toBeTruthy();
      expect(showAlert).toHaveBeenCalledWith(said);
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/api/admin/notice',
          body: { title: '휴무 안내', body: '<p>쉽니다.</p>', pinned: true, published },
        },
      ]);
    },
  );

  it('takes a published notice down as a draft with 게시 내리고 임시저장', async () => {
    const { writes, user } = renderPage('/admin/notice/edit/3', () => ({
      status: 200,
      body: {
        id: 3,
        message: '공지사항을 게시 중단하고 임시저장했습니다. 사이트에서 내려갔습니다.',
      },
    }));
    await screen.findByLabelText('제목');
    expect(screen.getByText('지금 사이트에 게시 중입니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '게시 내리고 임시저장' }));
    expect(await screen.findByText('공지 목록')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/admin/notice/3', body: { published: false } },
    ]);
  });

  it("sends an edit with only what changed, and says the server's refusal in an alert", async () => {
    const { writes, showAlert, user } = renderPage('/admin/notice/edit/3', () => ({
      status: 400,
      body: { statusCode: 400, message: '제목은 200자 이내로 입력해 주세요.' },
    }));
    const title = await screen.findByLabelText('제목');
    expect((title as HTMLInputElement).value).toBe('설 연휴 휴무 안내');

    await user.click(screen.getByRole('button', { name: '수정 내용 게시하기' }));
    expect(showAlert).toHaveBeenCalledWith('변경된 내용이 없습니다.');
    expect(writes()).toHaveLength(0);

    await user.click(screen.getByLabelText('상단 고정'));
    await user.click(screen.getByRole('button', { name: '수정 내용 게시하기' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenLastCalledWith('제목은 200자 이내로 입력해 주세요.'),
    );
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/admin/notice/3', body: { pinned: true } },
    ]);
    // Refused: the form stays, with what was typed.
    expect((screen.getByLabelText('상단 고정') as HTMLInputElement).checked).toBe(true);
  });
});
