// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AlertContext } from '@/components/ui/use-alert';
import { testStore } from '@/lib/test-store';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import type { AdminLecture } from '../../core/types';
import { AdminLectureEditPage } from './admin-lecture-edit-page';

// CKEditor is not what these tests are about: a textarea stands in for it.
vi.mock('../../core/components/lecture-editor', () => import('@/lib/editor-stand-in'));

const LECTURE = {
  id: 5,
  title: '부모 교육',
  instructor_name: '김상담',
  reg_period_start: '2026-03-01',
  reg_period_end: '2026-03-20',
  lec_period_start: '2026-04-01',
  lec_period_end: '2026-04-02',
  inquiry: '02-000-0000',
  organizer: '마음숲',
  venue: null,
  what_to_bring: null,
  content: '<p>안내</p>',
  fees: [{ id: 1, fee_type: '1회차', amount: 30000, capacity: null }],
  sessions: [{ day: '2026-04-01', start: '10:00', end: '12:00' }],
  audience: '초등 저학년 부모',
  capacity: null,
  participant: 'APPLICANT',
  file_name: 'banner.png',
  archived: false,
} as unknown as AdminLecture;

/** The page at `path` with the app's store, a fake server and an alert that closes at once. */
function renderPage(path: string, answer: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork((request) => {
    if (request.path === '/api/admin/me') return { status: 200, body: { role: 'STAFF' } };
    if (request.path === '/api/admin/lecture/list') return { status: 200, body: [] };
    if (request.method === 'GET' && request.path === '/api/admin/lecture/5') {
      return { status: 200, body: LECTURE };
    }
    return answer(request);
  });
  const store = testStore();
  const showAlert = vi.fn((_message: string) => Promise.resolve());
  render(
    <Provider store={store}>
      <AlertContext value={showAlert}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/lecture/edit" element={<AdminLectureEditPage />} />
            <Route path="/admin/lecture/edit/:id" element={<AdminLectureEditPage />} />
            <Route path="/admin/lecture" element={<p>강의 목록</p>} />
          </Routes>
        </MemoryRouter>
      </AlertContext>
    </Provider>,
  );
  const writes = () => network.sent.filter((request) => request.method !== 'GET');
  return { writes, showAlert, user: userEvent.setup() };
}

/** A banner to attach (the form only reads its name and shows a preview). */
const BANNER = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });

/** What a screen reader reads after a control's name: the texts its aria-describedby names. */
function accessibleDescription(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Fills every required field of a new lecture (the dates as a date picker sets them). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('강의명'), '부모 교육');
  await user.type(screen.getByLabelText('강사'), '김상담');
  const dates: [string, string][] = [
    ['접수 시작일', '2026-03-01'],
    ['접수 종료일', '2026-03-20'],
    ['강의 시작일', '2026-04-01'],
    ['강의 종료일', '2026-04-02'],
  ];
  for (const [label, date] of dates) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: date } });
  }
  await user.type(screen.getByLabelText('문의처'), '02-000-0000');
  await user.type(screen.getByLabelText('주최'), '마음숲');
}

describe('AdminLectureEditPage', () => {
  it('marks every empty required field where it is, lists them above with links, focuses the first', async () => {
    const { writes, showAlert, user } = renderPage('/admin/lecture/edit', () => ({
      status: 201,
      body: {},
    }));
    await user.type(screen.getByLabelText('강의명'), '부모 교육');
    await user.type(screen.getByLabelText('주최'), '마음숲');
    await user.click(screen.getByRole('button', { name: '새 강의 만들기' }));

    const missing: [string, string][] = [
      ['강사', '강사를 입력해 주세요.'],
      ['접수 시작일', '접수 시작일을 입력해 주세요.'],
      ['접수 종료일', '접수 종료일을 입력해 주세요.'],
      ['강의 시작일', '강의 시작일을 입력해 주세요.'],
      ['강의 종료일', '강의 종료일을 입력해 주세요.'],
      ['문의처', '문의처를 입력해 주세요.'],
      ['사진 첨부', '사진을 첨부해 주세요.'],
    ];
    // Each beside its field: aria-invalid, and the message is its description.
    for (const [label, message] of missing) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(accessibleDescription(input), label).toContain(message);
    }
    for (const filled of ['강의명', '주최']) {
      expect(screen.getByLabelText(filled).getAttribute('aria-invalid'), filled).toBeNull();
    }
    // The summary above the fields, a link to each in the page's order; no modal.
    const summary = screen.getByText('입력 내용을 확인해 주세요.').closest('div') as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(missing.map(([, message]) => message));
    expect(links[0].getAttribute('href')).toBe('#lecture-instructor');
    expect(showAlert).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('강사')));

    // A link of the summary takes the focus to its field.
    await user.click(within(summary).getByRole('link', { name: '문의처를 입력해 주세요.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('문의처'));
    expect(writes()).toHaveLength(0);

    // Typed in, a field's message goes, from beside it and from the summary.
    await user.type(screen.getByLabelText('문의처'), '02-000-0000');
    expect(screen.getByLabelText('문의처').getAttribute('aria-invalid')).toBeNull();
    expect(within(summary).queryByRole('link', { name: '문의처를 입력해 주세요.' })).toBeNull();
  });

  it("refuses a course's capacity of 0 and focuses that row's capacity", async () => {
    const { writes, showAlert, user } = renderPage('/admin/lecture/edit', () => ({
      status: 201,
      body: {},
    }));
    await fillRequired(user);
    await user.type(screen.getByLabelText('1번째 요금 강의명'), '1회차');
    await user.click(screen.getByRole('button', { name: '요금 행 추가' }));
    await user.type(screen.getByLabelText('2번째 요금 강의명'), '2회차');
    await user.type(screen.getByLabelText('2번째 요금 정원'), '0');
    await user.type(screen.getByLabelText('총 정원'), '0');
    await user.upload(screen.getByLabelText('사진 첨부'), BANNER);
    await user.click(screen.getByRole('button', { name: '새 강의 만들기' }));

    const refused = '정원은 1 이상의 정수로 입력하거나, 제한이 없으면 비워 두세요.';
    for (const label of ['2번째 요금 정원', '총 정원']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(accessibleDescription(screen.getByLabelText(label)), label).toContain(refused);
    }
    expect(screen.getByLabelText('1번째 요금 정원').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('link', { name: `세부 강의 요금: ${refused}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: `총 정원: ${refused}` })).toBeTruthy();
    // The table comes before 총 정원: its refused row first.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('2번째 요금 정원')),
    );
    expect(showAlert).not.toHaveBeenCalled();
    expect(writes()).toHaveLength(0);
  });

  it("places the server's refusal beside the fields it names, the rest in the summary", async () => {
    const { writes, showAlert, user } = renderPage('/admin/lecture/edit', () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: ['강의 종료일은 강의 시작일보다 빠를 수 없습니다.', '참여 대상을 선택해 주세요.'],
      },
    }));
    await fillRequired(user);
    await user.upload(screen.getByLabelText('사진 첨부'), BANNER);
    await user.click(screen.getByRole('button', { name: '새 강의 만들기' }));

    const end = screen.getByLabelText('강의 종료일');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(accessibleDescription(end)).toBe('강의 종료일은 강의 시작일보다 빠를 수 없습니다.');
    expect(
      screen.getByRole('link', { name: '강의 종료일은 강의 시작일보다 빠를 수 없습니다.' }),
    ).toBeTruthy();
    const summary = screen.getByText('입력 내용을 확인해 주세요.').closest('div') as HTMLElement;
    expect(summary.textContent).toContain('참여 대상을 선택해 주세요.');
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(showAlert).not.toHaveBeenCalled();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/api/admin/lecture' });
  });

  it('says a refusal of no field in the summary, which takes the focus', async () => {
    const { user } = renderPage('/admin/lecture/edit/5', () => ({
      status: 409,
      body: { statusCode: 409, message: '이미 신청된 인원(3명)보다 적게 정원을 줄일 수 없습니다.' },
    }));
    await user.type(await screen.findByLabelText('총 정원'), '2');
    await user.click(screen.getByRole('button', { name: '수정 내용 저장' }));

    const said = await screen.findByText('이미 신청된 인원(3명)보다 적게 정원을 줄일 수 없습니다.');
    const summary = said.closest('.admin-form__errors');
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('sends an edit with only what changed, says so when nothing did, and goes back to the list', async () => {
    const { writes, showAlert, user } = renderPage('/admin/lecture/edit/5', () => ({
      status: 200,
      body: { message: '강의가 수정되었습니다.' },
    }));
    const title = await screen.findByLabelText('강의명');
    expect((title as HTMLInputElement).value).toBe('부모 교육');

    await user.click(screen.getByRole('button', { name: '수정 내용 저장' }));
    expect(showAlert).toHaveBeenCalledWith('변경된 내용이 없습니다.');
    expect(writes()).toHaveLength(0);

    await user.clear(title);
    await user.type(title, '부모 교육 (봄)');
    await user.type(screen.getByLabelText('1번째 요금 정원'), '20');
    await user.click(screen.getByRole('button', { name: '수정 내용 저장' }));

    expect(await screen.findByText('강의 목록')).toBeTruthy();
    expect(showAlert).toHaveBeenLastCalledWith('강의가 수정되었습니다.');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/lecture/5',
        body: expect.objectContaining({
          title: '부모 교육 (봄)',
          instructor_name: null,
          content: null,
          insert_fees: [],
          delete_fees: [],
          update_fees: [{ id: 1, fee_type: '1회차', amount: 30000, capacity: 20 }],
        }) as unknown,
      },
    ]);
  });

  it('copies a past lecture into a new draft: dates empty, hours kept, its banner reused', async () => {
    const { writes, showAlert, user } = renderPage('/admin/lecture/edit?copy=5', () => ({
      status: 201,
      body: { id: 6, message: '강의가 생성되었습니다.' },
    }));
    // The copied lecture loads first (the heading already says 강의 복사), then the form.
    const title = (await screen.findByLabelText('강의명')) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: '강의 복사' })).toBeTruthy();
    expect(title.value).toBe('부모 교육');
    expect((screen.getByLabelText('대상') as HTMLInputElement).value).toBe('초등 저학년 부모');
    expect((screen.getByLabelText('강의 시작일') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('1회차 날짜') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('1회차 시작 시각') as HTMLInputElement).value).toBe('10:00');

    // The old calendar is not saved by mistake: the emptied dates are asked for first, and the
    // empty session day with them; the copied banner is enough.
    await user.click(screen.getByRole('button', { name: '새 강의 만들기' }));
    const summary = screen.getByText('입력 내용을 확인해 주세요.').closest('div') as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '접수 시작일을 입력해 주세요.',
      '접수 종료일을 입력해 주세요.',
      '강의 시작일을 입력해 주세요.',
      '강의 종료일을 입력해 주세요.',
      '일정의 날짜와 시작·끝 시각을 모두 입력해 주세요. 끝나는 시각은 시작 시각보다 늦어야 합니다.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('접수 시작일')));
    const dates: [string, string][] = [
      ['접수 시작일', '2026-09-01'],
      ['접수 종료일', '2026-09-20'],
      ['강의 시작일', '2026-10-01'],
      ['강의 종료일', '2026-10-01'],
    ];
    for (const [label, date] of dates) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: date } });
    }
    // Then the session whose day is still empty: marked (its hours are not), with the focus.
    await user.click(screen.getByRole('button', { name: '새 강의 만들기' }));
    const day = screen.getByLabelText('1회차 날짜');
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(day)).toContain(
      '일정의 날짜와 시작·끝 시각을 모두 입력해 주세요.',
    );
    expect(screen.getByLabelText('1회차 시작 시각').getAttribute('aria-invalid')).toBeNull();
    expect(showAlert).not.toHaveBeenCalled();
    expect(writes()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('1회차 날짜'), { target: { value: '2026-10-01' } });
    await user.click(screen.getByRole('button', { name: '일정 추가' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('2회차 날짜')));
    // A new row starts from the last one's hours; removed again, it is not sent.
    expect((screen.getByLabelText('2회차 끝나는 시각') as HTMLInputElement).value).toBe('12:00');
    await user.click(screen.getByRole('button', { name: '2회차 일정 삭제' }));
    await user.click(screen.getByRole('button', { name: '새 강의 만들기' }));

    expect(await screen.findByText('강의 목록')).toBeTruthy();
    expect(writes()).toHaveLength(1);
    const sent = writes()[0];
    expect(sent).toMatchObject({ method: 'POST', path: '/api/admin/lecture' });
    const body = String(sent.body);
    expect(body).toContain('name="image_from"\r\n\r\n5');
    expect(body).toContain('[{"day":"2026-10-01","start":"10:00","end":"12:00"}]');
    expect(body).toContain('[{"fee_type":"1회차","amount":30000}]');
    expect(body).not.toContain('name="file"');
  });
});
