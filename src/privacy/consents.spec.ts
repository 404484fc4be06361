import { CONSENT_DOCUMENTS, consentHash, currentConsents } from './consents';

/**
 * The hash of every version ever published. A text edited in place (same version, other words)
 * fails here: publish it as a new version instead, and add its hash below.
 */
const PUBLISHED: Record<string, string> = {
  'privacy-collection@1': '130a32ac677871ebaa2762f93f18f10ff08d467c7ebf7fa89cbac0ba40e59c5f',
  'payment-third-party@1': 'e900164841861df0dcacf7937c6355a1e2fd55902d2efe101d957d3cebb5fc49',
  'marketing@1': 'dac7d83794b1fa3bc9c26e383c32a3c70db2bcdfe06ebdaf1733acb068d18968',
};

describe('consent documents', () => {
  it('never change a published version: each keeps the hash it was published with', () => {
    const hashes = Object.fromEntries(
      CONSENT_DOCUMENTS.map((doc) => [`${doc.id}@${doc.version}`, consentHash(doc)]),
    );
    expect(hashes).toEqual(PUBLISHED);
  });

  it('have one entry per id and version, numbered from 1 without gaps', () => {
    const ids = [...new Set(CONSENT_DOCUMENTS.map((doc) => doc.id))];
    for (const id of ids) {
      const versions = CONSENT_DOCUMENTS.filter((doc) => doc.id === id).map((doc) => doc.version);
      expect(versions).toEqual(versions.map((_, index) => index + 1));
    }
  });

  it('show the newest version of each: collection and payment required, marketing optional', () => {
    expect(currentConsents().map((doc) => [doc.id, doc.required])).toEqual([
      ['privacy-collection', true],
      ['payment-third-party', true],
      ['marketing', false],
    ]);
    const next = { ...CONSENT_DOCUMENTS[0], version: 2, body: ['새 문구'] };
    expect(currentConsents([...CONSENT_DOCUMENTS, next])[0]).toBe(next);
  });
});
