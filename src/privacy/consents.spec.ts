import { CONSENT_DOCUMENTS, consentApplies, consentHash, currentConsents } from './consents';

/**
 * The hash of every version ever published. A text edited in place (same version, other words)
 * fails here: publish it as a new version instead, and add its hash below.
 */
const PUBLISHED: Record<string, string> = {
  'privacy-collection@1': '130a32ac677871ebaa2762f93f18f10ff08d467c7ebf7fa89cbac0ba40e59c5f',
  'payment-third-party@1': 'e900164841861df0dcacf7937c6355a1e2fd55902d2efe101d957d3cebb5fc49',
  'marketing@1': 'dac7d83794b1fa3bc9c26e383c32a3c70db2bcdfe06ebdaf1733acb068d18968',
  'child-collection@1': '7d489bf3396db07149b8f3d3cbaa4283c5ac5f24a4c111d94cb1f3ba6a26a09c',
  'guardian@1': 'd11aa6d2c1d2514675a2dcc4055a39d4ce21d0f2ff687d015d03333e454bde24',
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
    expect(currentConsents().map((doc) => [doc.id, doc.required, doc.appliesTo])).toEqual([
      ['privacy-collection', true, 'EVERYONE'],
      ['payment-third-party', true, 'EVERYONE'],
      ['marketing', false, 'EVERYONE'],
      ['child-collection', true, 'CHILD'],
      ['guardian', true, 'CHILD_UNDER_14'],
    ]);
    const next = { ...CONSENT_DOCUMENTS[0], version: 2, body: ['새 문구'] };
    expect(currentConsents([...CONSENT_DOCUMENTS, next])[0]).toBe(next);
  });

  it("show a child's consent only for a child, and the guardian's only under 14", () => {
    const adult = { child: false, underFourteen: false };
    const teen = { child: true, underFourteen: false };
    const young = { child: true, underFourteen: true };
    expect([adult, teen, young].map((c) => consentApplies('EVERYONE', c))).toEqual([
      true,
      true,
      true,
    ]);
    expect([adult, teen, young].map((c) => consentApplies('CHILD', c))).toEqual([
      false,
      true,
      true,
    ]);
    expect([adult, teen, young].map((c) => consentApplies('CHILD_UNDER_14', c))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
