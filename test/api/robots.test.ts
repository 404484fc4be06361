import { mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';

/** Crawlers get a real robots.txt (text/plain), not the single-page app's index.html. */
describe('robots.txt', () => {
  let t: TestApp;
  let site: string;

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'maeum-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>앱</title>');
    copyFileSync(join(__dirname, '../../frontend/public/robots.txt'), join(site, 'robots.txt'));
    t = await startTestApp({ seed: false, staticDir: site });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('answers the file as text, keeping the back office and personal pages out', async () => {
    const res = await t.http.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toMatch(/^Disallow: \/myinfo$/m);
    // The pages render from the API: crawlers must be allowed to read it.
    expect(res.text).not.toMatch(/Disallow: \/api/);
  });
});
