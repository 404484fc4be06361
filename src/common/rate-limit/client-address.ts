import { isIPv6 } from 'node:net';

/**
 * What a client address counts as in a rate limit: an IPv4 address itself, an IPv6 address its
 * /64 (one home, office or cloud machine is given a whole /64, so counting single IPv6 addresses
 * would give a guesser unlimited ones), and an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) the
 * IPv4 address it maps. Anything that is not an IP address (`unknown`) counts as itself.
 */
export function clientAddressKey(address: string): string {
  // A zone (`fe80::1%eth0`) names the local interface, not the client.
  const plain = address.split('%')[0].toLowerCase();
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, rest] = text.split('::');
  const front = parse(head);
  if (rest === undefined) return front;
  const back = parse(rest);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
