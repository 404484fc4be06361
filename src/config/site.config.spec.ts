import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_CONFIG, loadSiteConfig } from './site.config';

function fileWith(content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'site-')), 'site.json');
  writeFileSync(file, content);
  return file;
}

describe('loadSiteConfig', () => {
  it('answers the demo defaults without a file', () => {
    expect(loadSiteConfig(undefined)).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('overrides only the keys the file gives, nested ones included', () => {
    const config = loadSiteConfig(
      fileWith(JSON.stringify({ phone: '02-123-4567', directions: { car: '' } })),
    );
    expect(config.phone).toBe('02-123-4567');
    expect(config.directions).toEqual({ ...DEFAULT_SITE_CONFIG.directions, car: '' });
    expect(config.email).toBe(DEFAULT_SITE_CONFIG.email);
  });

  it('lists no demo counsellor for a centre’s own file, only those it names', () => {
    expect(loadSiteConfig(fileWith('{"phone": "02-123-4567"}')).counsellors).toEqual([]);
    const own = {
      name: '정다은',
      role: '놀이치료사',
      credentials: '놀이심리상담사 1급',
      line: '안녕하세요',
    };
    expect(loadSiteConfig(fileWith(JSON.stringify({ counsellors: [own] }))).counsellors).toEqual([
      { ...own, photo: '' },
    ]);
    expect(DEFAULT_SITE_CONFIG.counsellors.length).toBeGreaterThan(0);
  });

  it.each([
    ['{"counsellors": [{"name": "정다은"}]}', /counsellors\[0\]\.role must be a non-empty string/],
    ['{"phone": ""}', /phone must be a non-empty string/],
    ['{"directions": {"metroStation": "명일"}}', /directions.metroStation is not a site setting/],
    ['{"home": {"photos": [{"src": "/images/home/a.svg"}]}}', /photos\[0\]\.alt must be/],
    ['{"unknown": "x"}', /unknown is not a site setting/],
    ['{"introduction": {"paragraphs": "one"}}', /paragraphs must be a list/],
    ['not json', /could not be read as JSON/],
    ['{"privacyPolicyEffectiveDate": "2026-02-30"}', /privacyPolicyEffectiveDate must be a date/],
    ['{"privacyOfficer": {"email": ""}}', /privacyOfficer.email must be a non-empty string/],
  ])('refuses %s with a message naming the problem', (content, message) => {
    expect(() => loadSiteConfig(fileWith(content))).toThrow(message);
  });
});
