import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreBackup, writeBackup } from '../../src/backup/backup';
import { DEMO_ASSETS_DIR } from '../../src/seed/seed.service';
import type { S3StorageConfig } from '../../src/config/storage.config';
import { adminToken, bearer } from '../support/admin-session';
import { MotoS3 } from '../support/moto-s3';
import { JPEG, PNG, createLectureWithBanner, storedForm } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Images in an S3-compatible bucket (S3_BUCKET): two replicas share it, nothing is written to the
 * local disk, and backups carry the bucket's images to a site on a folder and back.
 */
describe('images in an S3-compatible bucket', () => {
  let s3: MotoS3;
  let bucket: S3StorageConfig;
  let client: S3Client;
  let one: TestApp;
  let two: TestApp;
  let auth: string;

  const onBucket = (app: Parameters<typeof startTestApp>[0] = {}) =>
    startTestApp({ ...app, configure: (config) => ({ ...config, storage: bucket }) });

  /** Keys in the bucket under the site's prefix, as S3 itself lists them. */
  async function keys(): Promise<string[]> {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  async function objectBytes(key: string): Promise<Buffer> {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  const localFiles = (app: TestApp) =>
    existsSync(app.config.uploadDir) ? readdirSync(app.config.uploadDir, { recursive: true }) : [];

  beforeAll(async () => {
    s3 = await MotoS3.start();
    bucket = await s3.bucket('maeum-images', 'site-a/');
    client = s3.client(bucket);
    // Two apps on one bucket (each with a database of its own): the first seeds the demo images,
    // and whatever one stores the other serves, as replicas do.
    one = await onBucket();
    two = await onBucket({ seed: false });
    auth = bearer(await adminToken(one));
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    client?.destroy();
    await s3?.stop();
  });

  it('seeds the demo images into the bucket under the prefix, and none onto the disk', async () => {
    const stored = await keys();
    expect(stored).toContain('site-a/programFiles/play-therapy-thumb.svg');
    expect(stored).toContain('site-a/lectureFiles/teen-conversation-banner.svg');
    expect(stored.every((key) => key.startsWith('site-a/'))).toBe(true);
    expect(await objectBytes('site-a/programFiles/play-therapy-thumb.svg')).toEqual(
      readFileSync(join(DEMO_ASSETS_DIR, 'programs', 'play-therapy-thumb.svg')),
    );
    expect(localFiles(one)).toEqual([]);
  });

  it('serves a stored image from either app with its type, bytes and a year of caching', async () => {
    for (const app of [one, two]) {
      const res = await app.http.get('/api/upload/programFiles/play-therapy-thumb.svg').expect(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toEqual(
        readFileSync(join(DEMO_ASSETS_DIR, 'programs', 'play-therapy-thumb.svg')),
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
    const missing = await two.http.get('/api/upload/lectureFiles/none.png').expect(404);
    expect(missing.body.message).toBe('파일을 찾을 수 없습니다.');
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('stores a banner where another app on the bucket serves it, replaces it and removes it', async () => {
    const id = await createLectureWithBanner(one, auth, '버킷 배너 강의');
    const first = (await one.http.get(`/api/lecture/${id}`).expect(200)).body[0]
      .file_name as string;
    expect(await keys()).toContain(`site-a/lectureFiles/${first}`);
    const served = await two.http.get(`/api/upload/lectureFiles/${first}`).expect(200);
    expect(Buffer.compare(served.body as Buffer, (await storedForm(PNG)).bytes)).toBe(0);
    const rendition = first.replace(/\.png$/, '.webp');
    expect(await keys()).toContain(`site-a/lectureFiles/${rendition}`);
    expect(served.headers['content-type']).toBe('image/png');

    // A new banner: the old object goes after the commit.
    await one.http
      .put(`/api/admin/lecture/${id}`)
      .set('Authorization', auth)
      .field('title', '버킷 배너 강의 (수정)')
      .attach('file', JPEG, { filename: 'new.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const second = (await one.http.get(`/api/lecture/${id}`).expect(200)).body[0]
      .file_name as string;
    expect(second).toMatch(/\.jpg$/);
    expect(await objectBytes(`site-a/lectureFiles/${second}`)).toEqual(
      (await storedForm(JPEG)).bytes,
    );
    expect(await keys()).not.toContain(`site-a/lectureFiles/${first}`);
    expect(await keys()).not.toContain(`site-a/lectureFiles/${rendition}`);
    await two.http.get(`/api/upload/lectureFiles/${first}`).expect(404);

    await one.http.delete(`/api/admin/lecture/${id}`).set('Authorization', auth).expect(200);
    expect(await keys()).not.toContain(`site-a/lectureFiles/${second}`);
    expect(localFiles(one)).toEqual([]);
    expect(localFiles(two)).toEqual([]);
  });

  it('backs up the bucket’s images, restores them into a site on a folder, and back into a bucket', async () => {
    const work = mkdtempSync(join(tmpdir(), 'maeum-s3-backup-'));
    const onFolder = await startTestApp({ seed: false });
    const other = await s3.bucket('maeum-restored');
    const onOtherBucket = await startTestApp({
      seed: false,
      configure: (config) => ({ ...config, storage: other }),
    });
    try {
      const file = join(work, 'site.jsonl.gz');
      const written = await writeBackup(one.dataSource, one.storage, file);
      const expected = (await keys()).length;
      expect(written.files).toBe(expected);

      await restoreBackup(onFolder.dataSource, onFolder.storage, file);
      const thumb = await onFolder.http
        .get('/api/upload/programFiles/play-therapy-thumb.svg')
        .expect(200);
      expect(thumb.body.toString()).toBe(
        readFileSync(join(DEMO_ASSETS_DIR, 'programs', 'play-therapy-thumb.svg'), 'utf8'),
      );

      // From the folder site into a new bucket with no prefix: the same images arrive.
      const again = join(work, 'again.jsonl.gz');
      await writeBackup(onFolder.dataSource, onFolder.storage, again);
      await restoreBackup(onOtherBucket.dataSource, onOtherBucket.storage, again);
      const page = await client.send(new ListObjectsV2Command({ Bucket: 'maeum-restored' }));
      expect(page.Contents?.length).toBe(expected);
      await onOtherBucket.http.get('/api/upload/programFiles/play-therapy-thumb.svg').expect(200);
    } finally {
      await onFolder.close();
      await onOtherBucket.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
