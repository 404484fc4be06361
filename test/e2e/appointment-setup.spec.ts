import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { adminToken, openAdminMenu, signIn } from './support/admin';
import { fetchPrograms } from './support/api';

/**
 * 상담 예약 설정 in the browser (issue 37): the owner finds the seeded counsellor (the demo owner)
 * under 상담 예약 → 상담사, adds a Saturday window to their week after the server refused an
 * overlapping one beside 토요일, blocks an afternoon for 교육; adds a closed day (a missing reason
 * said beside its field) and sees 설날's substitute holiday listed; adds a room; and adds an
 * appointment type to a program, whose 예약하기 then leads to this site's booking page. What it
 * adds is taken away again, so the journeys after it on this server see the demo as seeded.
 * axe scans every page.
 */
test.describe('appointment setup', () => {
  test.setTimeout(120_000);
  // The server's refusals (an overlapping week, a type too short) are 400s the page shows.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the owner sets up counsellors, closed days, rooms and a bookable type @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const programs = await fetchPrograms(request);
    // The seed lets families book the first program on this site; the rest go to Naver.
    expect(programs[0].bookable).toBe(true);
    const target = programs[1];
    expect(target.bookable).toBe(false);

    // ---- 상담사: the seeded profile, then its week ----
    await page.goto('/admin');
    await (await openAdminMenu(page)).getByRole('link', { name: '상담사' }).click();
    await expect(page).toHaveURL('/admin/counsellors');
    await expect(page.getByRole('heading', { name: '상담사', level: 1 })).toBeVisible();
    // The seeded profile is the signed-in owner's: (나). Journeys on this server add others.
    const own = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '김하늘 (나)' }) });
    await expect(own).toBeVisible();
    await expectNoA11yViolations(page);

    await own.getByRole('link', { name: '김하늘 근무 시간·휴무' }).click();
    await expect(
      page.getByRole('heading', { name: '김하늘 근무 시간·휴무', level: 1 }),
    ).toBeVisible();
    const monday = page.getByRole('group', { name: '월요일 근무 시간 2' });
    await expect(monday.getByLabel('시작')).toHaveValue('13:00');
    await expect(
      page.getByRole('group', { name: '월요일 근무 시간 1' }).getByLabel('끝'),
    ).toHaveValue('12:00');
    await expectNoA11yViolations(page);

    // Two Saturday windows that overlap: refused, said beside 토요일, nothing saved.
    await page.getByRole('button', { name: '토요일 시간 추가' }).click();
    const saturday1 = page.getByRole('group', { name: '토요일 근무 시간 1' });
    await saturday1.getByLabel('시작').fill('10:00');
    await saturday1.getByLabel('끝').fill('13:00');
    await page.getByRole('button', { name: '토요일 시간 추가' }).click();
    const saturday2 = page.getByRole('group', { name: '토요일 근무 시간 2' });
    await saturday2.getByLabel('시작').fill('12:00');
    await saturday2.getByLabel('끝').fill('14:00');
    await page.getByRole('button', { name: '근무 시간 저장' }).click();
    const saturdayDay = page.getByRole('group', { name: '토요일', exact: true });
    await expect(saturdayDay).toContainText('토요일 12:00–14:00: 10:00–13:00와 겹칩니다.');
    await expect(saturday1.getByLabel('시작')).toBeFocused();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: '토요일 근무 시간 2 삭제' }).click();
    await page.getByRole('button', { name: '근무 시간 저장' }).click();
    await expect(page.getByText('근무 시간을 저장했습니다.', { exact: false })).toBeVisible();
    await expect(saturdayDay).not.toContainText('겹칩니다');

    // Time off: a reason is needed; then it is listed as upcoming.
    await page.getByLabel('시작 일시').fill('2027-03-05T13:00');
    await page.getByLabel('끝 일시').fill('2027-03-05T18:00');
    await page.getByRole('button', { name: '휴무 추가' }).click();
    await expect(page.getByText('사유를 입력해 주세요.')).toBeVisible();
    await page.getByLabel('사유', { exact: true }).fill('교육');
    await page.getByRole('button', { name: '휴무 추가' }).click();
    await expect(page.getByRole('rowheader', { name: '교육' })).toBeVisible();
    await expect(page.getByRole('table', { name: '다가오는 휴무' })).toContainText(
      '2027년 3월 5일(금) 13:00',
    );
    await expectNoA11yViolations(page);

    // ---- 휴무일·상담실 ----
    await (await openAdminMenu(page)).getByRole('link', { name: '휴무일·상담실' }).click();
    await expect(page.getByRole('heading', { name: '휴무일·상담실', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: '앞으로 1년의 공휴일' })).toContainText(
      '2027-02-09 대체공휴일(설날)',
    );
    await page.getByLabel('날짜', { exact: true }).fill('2027-04-02');
    await page.getByRole('button', { name: '휴무일 추가' }).click();
    const reason = page.getByLabel('사유', { exact: true }).first();
    await expect(reason).toBeFocused();
    await expect(page.getByText('사유를 입력해 주세요.')).toBeVisible();
    await reason.fill('센터 워크숍');
    await page.getByRole('button', { name: '휴무일 추가' }).click();
    await expect(page.getByRole('rowheader', { name: '2027-04-02' })).toBeVisible();

    // Named for this run: a room is never deleted, and the other projects' runs of this journey
    // on the same server added theirs.
    const room = `놀이실 ${Date.now() % 100000}`;
    await page.getByLabel('상담실 이름').fill(room);
    await page.getByRole('button', { name: '상담실 추가' }).click();
    await expect(page.getByRole('rowheader', { name: room })).toBeVisible();
    await expectNoA11yViolations(page);

    // ---- 상담 유형: the seeded two, then one for another program ----
    await (await openAdminMenu(page)).getByRole('link', { name: '상담 유형' }).click();
    await expect(page.getByRole('heading', { name: '상담 유형', level: 1 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: '초기 상담' })).toBeVisible();
    await expect(page.getByRole('row', { name: /놀이 평가/ })).toContainText('120,000원');
    await expectNoA11yViolations(page);

    await page.getByLabel('프로그램', { exact: true }).selectOption(String(target.id));
    // Named for this run: a retry finds the first try's type in the same database.
    const typeName = `부모 상담 ${Date.now() % 100000}`;
    await page.getByLabel('유형 이름').fill(typeName);
    await page.getByLabel('상담 시간').fill('5');
    await page.getByLabel('상담료').fill('60,000');
    await page.getByLabel('최소 예약 시점').selectOption({ label: '2시간 전' });
    await page.getByRole('checkbox', { name: '김하늘' }).check();
    await page.getByRole('button', { name: '상담 유형 추가' }).click();
    const duration = page.getByLabel('상담 시간');
    await expect(duration).toBeFocused();
    await expect(duration).toHaveAccessibleDescription(
      /상담 시간은 10분에서 480분 사이로 입력해 주세요\./,
    );
    await duration.fill('50');
    await page.getByRole('button', { name: '상담 유형 추가' }).click();
    await expect(page.getByText('상담 유형을 추가했습니다.')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(typeName) });
    await expect(row).toContainText('60,000원');
    await expect(row).toContainText(target.title);
    await expectNoA11yViolations(page);

    // The program's page now books on this site instead of Naver.
    await page.goto(`/program/${target.id}`);
    await expect(page.getByRole('link', { name: '예약하기' })).toHaveAttribute(
      'href',
      `/program/${target.id}/booking`,
    );

    // ---- leave the demo as it was ----
    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const types = (await (
      await request.get('/api/admin/appointment-type', { headers: auth })
    ).json()) as { id: number; name: string; program_id: number }[];
    const added = types.find((type) => type.name === typeName)!;
    expect(
      (
        await request.put(`/api/admin/appointment-type/${added.id}`, {
          headers: auth,
          data: {
            program_id: target.id,
            name: typeName,
            description: '',
            duration_minutes: 50,
            buffer_after_minutes: 10,
            price: 60_000,
            min_notice_minutes: 120,
            max_ahead_days: 60,
            cancel_deadline_hours: 24,
            counsellor_ids: [],
            active: false,
          },
        })
      ).status(),
    ).toBe(200);
    expect(
      (await request.delete('/api/admin/closed-day/2027-04-02', { headers: auth })).status(),
    ).toBe(200);
    const me = (
      (await (await request.get('/api/admin/counsellor', { headers: auth })).json()) as {
        id: number;
        mine: boolean;
      }[]
    ).find((counsellor) => counsellor.mine)!;
    const detail = (await (
      await request.get(`/api/admin/counsellor/${me.id}`, { headers: auth })
    ).json()) as { time_off: { id: number }[]; hours: { weekday: number }[] };
    for (const off of detail.time_off) {
      await request.delete(`/api/admin/counsellor/${me.id}/time-off/${off.id}`, { headers: auth });
    }
    await request.put(`/api/admin/counsellor/${me.id}/hours`, {
      headers: auth,
      data: { windows: detail.hours.filter((window) => window.weekday !== 6) },
    });
  });
});
