import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as that /64, however it is written', () => {
    const same = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::',
      '2001:db8:1:2:0:0:10.0.0.1',
      'fe80::1%eth0',
    ].map(clientAddressKey);
    expect(same.slice(0, 5)).toEqual(Array(5).fill('2001:db8:1:2::/64'));
    expect(same[5]).toBe('fe80:0:0:0::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves what is not an IP address alone', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
    expect(clientAddressKey('')).toBe('');
  });
});
