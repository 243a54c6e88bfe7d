import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses count as public for outbound requests (docs/conventions.md#security
 * "Outbound addresses"). IPv6 has several ways of carrying an IPv4 address inside it; each is
 * decoded and the IPv4 address judged, so `[::ffff:0:7f00:1]` is loopback like `127.0.0.1`:
 *
 * - IPv4-mapped `::ffff:a.b.c.d` and SIIT-translated `::ffff:0:a.b.c.d`, in dotted or hex form;
 * - NAT64 well-known prefix `64:ff9b::/96` (the last 32 bits);
 * - 6to4 `2002::/16` (bits 16–47);
 * - Teredo `2001::/32`: its server (bits 32–63) and its client (the last 32 bits, inverted) must
 *   both be public.
 *
 * IPv4-compatible `::a.b.c.d` (deprecated since 2006, so never a real destination) falls in
 * `::/96` with `::` and `::1` and is refused whole, like NAT64's local-use `64:ff9b:1::/48`, whose
 * embedding depends on each network.
 *
 * The IPv6 text is expanded here rather than with ipaddr.js: that library reads `::1.2.3.4` as
 * `::ffff:1.2.3.4`, a different address. `isIP` validates first, so the expansion only meets
 * well-formed text.
 */
const NON_PUBLIC_IPV4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const NON_PUBLIC_IPV6: Array<[string, number]> = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // NAT64 local use
  ['100::', 64], // discard
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const nonPublicIpv4 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) nonPublicIpv4.addSubnet(network, prefix, 'ipv4');
const nonPublicIpv6 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV6) nonPublicIpv6.addSubnet(network, prefix, 'ipv6');

/** Removes URL brackets and a zone (`fe80::1%eth0`), lower-cased. */
export const bareAddress = (hostname: string) =>
  hostname
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();

/** The eight 16-bit groups of a valid IPv6 address (checked with `isIP` by the caller). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[2]!.split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = [...parse(rest ?? ''), ...tail];
  const zeros = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

const ipv4From = (high: number, low: number) =>
  [high >> 8, high & 255, low >> 8, low & 255].join('.');

const isZero = (groups: number[]) => groups.every((group) => group === 0);

/**
 * The IPv4 addresses an IPv6 address carries, when it is one of the forms above; `undefined`
 * when it carries none.
 */
export function embeddedIpv4(address: string): string[] | undefined {
  const plain = bareAddress(address);
  if (isIP(plain) !== 6) return undefined;
  const g = ipv6Groups(plain);
  if (isZero(g.slice(0, 5)) && g[5] === 0xffff) return [ipv4From(g[6]!, g[7]!)];
  if (isZero(g.slice(0, 4)) && g[4] === 0xffff && g[5] === 0) return [ipv4From(g[6]!, g[7]!)];
  if (g[0] === 0x64 && g[1] === 0xff9b && isZero(g.slice(2, 6))) return [ipv4From(g[6]!, g[7]!)];
  if (g[0] === 0x2002) return [ipv4From(g[1]!, g[2]!)];
  if (g[0] === 0x2001 && g[1] === 0) {
    return [ipv4From(g[2]!, g[3]!), ipv4From(~g[6]! & 0xffff, ~g[7]! & 0xffff)];
  }
  return undefined;
}

/**
 * The addresses a destination really is, for allow-list ranges: the IPv4 address inside an
 * IPv4-mapped or SIIT-translated one (the same host), otherwise the address itself.
 */
export function sameHostAddress(address: string): string {
  const plain = bareAddress(address);
  if (isIP(plain) !== 6) return plain;
  const g = ipv6Groups(plain);
  const mapped = isZero(g.slice(0, 5)) && g[5] === 0xffff;
  const translated = isZero(g.slice(0, 4)) && g[4] === 0xffff && g[5] === 0;
  return mapped || translated ? ipv4From(g[6]!, g[7]!) : plain;
}

/** True for an address on the public internet; false for anything else, or for a non-address. */
export function isPublicAddress(address: string): boolean {
  const plain = bareAddress(address);
  const version = isIP(plain);
  if (version === 4) return !nonPublicIpv4.check(plain, 'ipv4');
  if (version !== 6) return false;
  const carried = embeddedIpv4(plain);
  if (carried) return carried.every((ipv4) => !nonPublicIpv4.check(ipv4, 'ipv4'));
  return !nonPublicIpv6.check(plain, 'ipv6');
}
