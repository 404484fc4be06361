// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { testStore } from '@/lib/test-store';
import { fakeNetwork, type FakeAnswer, type SentRequest } from '@/lib/fake-network';
import type { CounsellorDetail } from '../api';
import { CalendarFeedPanel } from './calendar-feed-panel';

const URL_MADE = 'https://maeumsup.example.kr/api/calendar-feed/abc.ics';

function renderPanel(feedCreatedAt: string | null, answer: (request: SentRequest) => FakeAnswer) {
  const network = fakeNetwork(answer);
  const store = testStore();
  const counsellor: CounsellorDetail = {
    id: 3,
    account_id: 2,
    account_name: '김하늘',
    name: '김하늘',
    active: true,
    mine: true,
    hours: [],
    time_off: [],
    feed_created_at: feedCreatedAt,
  };
  render(
    <Provider store={store}>
      <CalendarFeedPanel counsellor={counsellor} />
    </Provider>,
  );
  return { network, user: userEvent.setup() };
}

describe('CalendarFeedPanel', () => {
  it('shows a new address once, with a way to copy it', async () => {
    const { network, user } = renderPanel(null, () => ({
      status: 201,
      body: {
        url: URL_MADE,
        created_at: '2026-12-01T01:00:00Z',
        message: '구독 주소를 만들었습니다.',
      },
    }));
    expect(screen.getByText('아직 구독 주소가 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '구독 주소 만들기' }));
    const address = await screen.findByLabelText('구독 주소');
    expect((address as HTMLInputElement).value).toBe(URL_MADE);
    expect(screen.getByRole('button', { name: '주소 복사' })).toBeTruthy();
    expect(network.sent.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/admin/counsellor/3/feed',
    );
  });

  it('asks before ending the address a phone uses, and sends nothing when told no', async () => {
    const { network, user } = renderPanel('2026-11-30T01:00:00Z', () => ({
      status: 200,
      body: { message: '캘린더 구독을 껐습니다.' },
    }));
    expect(screen.getByText(/구독 주소가 있습니다\. 2026년 11월 30일/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '구독 끄기' }));
    const dialog = screen.getByRole('alertdialog', { name: '캘린더 구독을 끌까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(network.sent.filter((r) => r.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '구독 끄기' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '캘린더 구독을 끌까요?' })).getByRole(
        'button',
        {
          name: '구독 끄기',
        },
      ),
    );
    expect(await screen.findByText('캘린더 구독을 껐습니다.')).toBeTruthy();
    expect(network.sent.map((r) => `${r.method} ${r.path}`)).toContain(
      'DELETE /api/admin/counsellor/3/feed',
    );
  });
});
