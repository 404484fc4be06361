// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AlertContext } from '@/components/ui/use-alert';
import { testStore } from '@/lib/test-store';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import type { AdminProgram } from '../../core/types';
import { AdminProgramEditPage } from './admin-program-edit-page';

const PROGRAM: AdminProgram = {
  id: 5,
  title: '놀이치료',
  target: '만 3세~12세 아동',
  structure: '주 1회 50분, 12회기',
  price: 70000,
  thumbnail: 'thumb.png',
  naver_url: 'https://naver.me/abc',
  inquiry: '02-000-0000',
  images: [],
  archived: false,
} as AdminProgram;

/** The page at `path` with the app's store, a fake server and an alert that says yes at once. */
function renderPage(path: string, answer: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork(answer);
  const store = testStore();
  const showAlert = vi.fn(() => Promise.resolve());
  render(
    <Provider store={store}>
      <AlertContext value={showAlert}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/program/edit" element={<AdminProgramEditPage />} />
            <Route path="/admin/program/edit/:id" element={<AdminProgramEditPage />} />
          </Routes>
        </MemoryRouter>
      </AlertContext>
    </Provider>,
  );
  return { network, showAlert, user: userEvent.setup() };
}

/** The error tied to a field: aria-invalid, and the text its aria-describedby names. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text) ?? null
  );
}

describe('AdminProgramEditPage', () => {
  it('refuses a new program without its photo before sending, with the focus on the photo', async () => {
    const { network, user } = renderPage('/admin/program/edit', () => ({ status: 200, body: {} }));
    await user.type(screen.getByLabelText('프로그램명'), '미술치료');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(errorOf('대표 사진')).toBe('대표 사진을 첨부해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('대표 사진'));
    expect(network.sent).toHaveLength(0);

    // Choosing the photo clears the refusal at once.
    await user.upload(
      screen.getByLabelText('대표 사진'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    expect(errorOf('대표 사진')).toBeNull();
  });

  it("puts the server's messages beside the fields they name and the rest above the form", async () => {
    const { network, user, showAlert } = renderPage('/admin/program/edit/5', (request) =>
      request.method === 'GET'
        ? { status: 200, body: PROGRAM }
        : {
            status: 400,
            body: {
              statusCode: 400,
              message: ['가격은 0원 이상이어야 합니다.', '요청을 처리할 수 없습니다.'],
            },
          },
    );
    const price = await screen.findByLabelText('가격(원)');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('가격은 0원 이상이어야 합니다.')).toBeTruthy();
    expect(errorOf('가격(원)')).toBe('가격은 0원 이상이어야 합니다.');
    expect(document.activeElement).toBe(price);
    const summary = screen.getByText('입력 내용을 확인해 주세요.').closest('div')!;
    expect(within(summary).getByText('요청을 처리할 수 없습니다.')).toBeTruthy();
    expect(network.sent.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/admin/program/5', body: { price: '-1' } },
    ]);
    expect(showAlert).not.toHaveBeenCalled();

    // Typing in the field takes the server's word about it away.
    await user.type(price, '0');
    expect(errorOf('가격(원)')).toBeNull();
  });
});
