/**
 * Which IP addresses are not the public internet: loopback, private networks, link-local (where
 * cloud metadata services live), and the other special ranges. The proxy never reaches them unless
 * a declared server names one, so a docs site cannot be used to probe the network it runs in.
 */
// Pure TypeScript (no node:net), so the same checks run in the edge worker (worker.ts).

const RANGES: readonly (readonly [family: 4 | 6, network: string, prefix: number, label: string])[] = [
  [4, '0.0.0.0', 8, 'an unspecified ("this network") address'],
  [4, '10.0.0.0', 8, 'a private network address'],
  [4, '100.64.0.0', 10, 'a carrier-grade NAT address'],
  [4, '127.0.0.0', 8, 'a loopback address'],
  [4, '169.254.0.0', 16, 'a link-local address (where cloud metadata services answer)'],
  [4, '172.16.0.0', 12, 'a private network address'],
  [4, '192.0.0.0', 24, 'a reserved protocol address'],
  [4, '192.168.0.0', 16, 'a private network address'],
  [4, '198.18.0.0', 15, 'a benchmarking network address'],
  [4, '224.0.0.0', 4, 'a multicast address'],
  [4, '240.0.0.0', 4, 'a reserved address'],
  [6, '::', 128, 'an unspecified address'],
  [6, '::1', 128, 'a loopback address'],
  [6, 'fc00::', 7, 'a private (unique local) address'],
  [6, 'fe80::', 10, 'a link-local address'],
  [6, 'ff00::', 8, 'a multicast address'],
];

/** The four bytes of a dotted-decimal IPv4 address, or undefined. */
function ipv4Bytes(text: string): number[] | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return undefined;
  const bytes = m.slice(1).map(Number);
  return bytes.every((b) => b <= 255) ? bytes : undefined;
}

/** An address as bits, most significant first (32 for IPv4, 128 for IPv6). */
function bits(groups: readonly number[], width: number): number[] {
  return groups.flatMap((g) => Array.from({ length: width }, (_, i) => (g >> (width - 1 - i)) & 1));
}

const lists = RANGES.map(([family, network, prefix, label]) => ({
  family,
  prefix: (family === 4 ? bits(ipv4Bytes(network)!, 8) : bits(hextets(network)!, 16)).slice(0, prefix),
  label,
}));

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 folded in), or undefined. */
function hextets(address: string): number[] | undefined {
  let text = address.replace(/^\[|\]$/g, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = ipv4Bytes(dotted[1]!);
    if (bytes === undefined) return undefined;
    const [a, b, c, d] = bytes as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const [head, tail] = halves.length === 2 ? halves : [text, undefined];
  const left = head === '' || head === undefined ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...new Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((h) => /^[0-9a-f]{1,4}$/.test(h)) ? groups.map((h) => parseInt(h, 16)) : undefined;
}

/** An IPv4 address carried inside an IPv6 one (`::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`), else undefined. */
function embeddedIpv4(h: readonly number[]): string | undefined {
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
  const v4 = ipv4Bytes(bare);
  const v6 = v4 === undefined && bare.includes(':') ? hextets(bare) : undefined;
  if (v4 === undefined && v6 === undefined) return undefined;
  if (v6 !== undefined) {
    const inner = embeddedIpv4(v6);
    if (inner !== undefined) return specialAddress(inner);
  }
  const family = v4 !== undefined ? 4 : 6;
  const own = v4 !== undefined ? bits(v4, 8) : bits(v6!, 16);
  return lists.find((l) => l.family === family && l.prefix.every((bit, i) => own[i] === bit))?.label;
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
