import type { TestApp } from './test-app';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JPEG (JFIF): what the content check reads. */
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

/** Creates a lecture through the back office with a PNG banner; answers its id. */
export async function createLectureWithBanner(
  app: TestApp,
  auth: string,
  title: string,
): Promise<number> {
  const created = await app.http
    .post('/api/admin/lecture')
    .set('Authorization', auth)
    .field('title', title)
    .field('instructor_name', '이선생')
    .field('organizer', '마음숲')
    .field('reg_period_start', '2026-11-20')
    .field('reg_period_end', '2026-11-30')
    .field('lec_period_start', '2026-12-10')
    .field('lec_period_end', '2026-12-11')
    .field('inquiry', '02-123-4567')
    .field('content', '<h1>안내</h1><p><strong>굵게</strong></p>')
    .field('fees', JSON.stringify([{ fee_type: '1회차', amount: 40000 }]))
    .attach('file', PNG, { filename: 'banner.png', contentType: 'image/png' })
    .expect(201);
  return created.body.id as number;
}
