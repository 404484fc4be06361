import { SecretBox } from './secret-box';

const SECRET = 'a-test-app-secret-of-at-least-32-characters';

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed text holds nothing of the plain text', () => {
    const box = new SecretBox(SECRET, 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'admin:1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'admin:1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    // A fresh IV each time.
    expect(box.seal('same', 'admin:1')).not.toBe(box.seal('same', 'admin:1'));
  });

  it('does not open under another app secret, another purpose, another context or once altered', () => {
    const sealed = new SecretBox(SECRET, 'totp').seal('plain', 'admin:1');
    expect(new SecretBox(`${SECRET}-rotated`, 'totp').open(sealed, 'admin:1')).toBeUndefined();
    expect(new SecretBox(SECRET, 'other').open(sealed, 'admin:1')).toBeUndefined();
    expect(new SecretBox(SECRET, 'totp').open(sealed, 'admin:2')).toBeUndefined();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(new SecretBox(SECRET, 'totp').open(parts.join('.'), 'admin:1')).toBeUndefined();
    expect(new SecretBox(SECRET, 'totp').open('garbage', 'admin:1')).toBeUndefined();
  });
});
