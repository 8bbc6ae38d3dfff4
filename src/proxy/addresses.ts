/**
 * Which IP addresses are not the public internet: loopback, private networks, link-local (where
 * cloud metadata services live), and the other special ranges. The proxy never reaches them unless
 * a declared server names one, so a docs site cannot be used to probe the network it runs in.
 */
import { BlockList, isIP } from 'node:net';

const RANGES: readonly (readonly [family: 'ipv4' | 'ipv6', network: string, prefix: number, label: string])[] = [
  ['ipv4', '0.0.0.0', 8, 'an unspecified ("this network") address'],
  ['ipv4', '10.0.0.0', 8, 'a private network address'],
  ['ipv4', '100.64.0.0', 10, 'a carrier-grade NAT address'],
  ['ipv4', '127.0.0.0', 8, 'a loopback address'],
  ['ipv4', '169.254.0.0', 16, 'a link-local address (where cloud metadata services answer)'],
  ['ipv4', '172.16.0.0', 12, 'a private network address'],
  ['ipv4', '192.0.0.0', 24, 'a reserved protocol address'],
  ['ipv4', '192.168.0.0', 16, 'a private network address'],
  ['ipv4', '198.18.0.0', 15, 'a benchmarking network address'],
  ['ipv4', '224.0.0.0', 4, 'a multicast address'],
  ['ipv4', '240.0.0.0', 4, 'a reserved address'],
  ['ipv6', '::', 128, 'an unspecified address'],
  ['ipv6', '::1', 128, 'a loopback address'],
  ['ipv6', 'fc00::', 7, 'a private (unique local) address'],
  ['ipv6', 'fe80::', 10, 'a link-local address'],
  ['ipv6', 'ff00::', 8, 'a multicast address'],
];

const lists = RANGES.map(([family, network, prefix, label]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { family, list, label };
});

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 folded in). */
function hextets(address: string): number[] {
  let text = address.replace(/^\[|\]$/g, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head === '' || head === undefined ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => parseInt(h, 16));
}

/** An IPv4 address carried inside an IPv6 one (`::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`), else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const h = hextets(address);
  const mapped = h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff;
  const nat64 = h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((x) => x === 0);
  if (!mapped && !nat64) return undefined;
  return [h[6]! >> 8, h[6]! & 0xff, h[7]! >> 8, h[7]! & 0xff].join('.');
}

/**
 * What kind of non-public address `address` is (`"a loopback address"`), or undefined for a public
 * one. Accepts IPv4 and IPv6, with or without brackets; anything else is not an IP and undefined.
 */
export function specialAddress(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return undefined;
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner !== undefined) return specialAddress(inner);
  }
  const kind = family === 4 ? 'ipv4' : 'ipv6';
  return lists.find((l) => l.family === kind && l.list.check(bare, kind))?.label;
}

/** `localhost` and its subdomains always mean this machine (browsers and resolvers agree). */
export function isLocalhostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

/** A host that names this machine or a private network outright: a special IP literal, or localhost. */
export function isPrivateHost(hostname: string): boolean {
  return isLocalhostName(hostname) || specialAddress(hostname) !== undefined;
}
