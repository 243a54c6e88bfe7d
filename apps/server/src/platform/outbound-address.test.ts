import type * as dnsPromises from 'node:dns/promises';
import { describe, expect, it, vi } from 'vitest';
import { embeddedIpv4, isPublicAddress } from './outbound-address';
import { checkOutboundUrl, createOutboundPolicy } from './outbound';

// Names under `.outbound-test` resolve to the addresses below; every other name resolves normally.
const FAKE_DNS: Record<string, string> = {
  'compatible.outbound-test': '::127.0.0.1',
  'mapped.outbound-test': '::ffff:10.0.0.1',
  'translated.outbound-test': '::ffff:0:7f00:1',
  'nat64.outbound-test': '64:ff9b::a9fe:a9fe',
  'sixtofour.outbound-test': '2002:c0a8:1::1',
  'public-nat64.outbound-test': '64:ff9b::808:808',
};

vi.mock('node:dns/promises', async (importOriginal) => {
  const original = await importOriginal<typeof dnsPromises>();
  const lookup = (async (hostname: string, options: object) => {
    const address = FAKE_DNS[hostname];
    if (address) return [{ address, family: 6 }];
    return original.lookup(hostname, options as never);
  }) as typeof original.lookup;
  return { ...original, default: { ...original, lookup }, lookup };
});

// A Teredo address whose server is 65.54.227.120 and whose client is 192.0.2.45 (RFC 4380's
// example), and one with the same server whose client is 127.0.0.1 (0x7f000001 inverted).
const TEREDO_DOCUMENTATION_CLIENT = '2001:0:4136:e378:8000:63bf:3fff:fdd2';
const TEREDO_LOOPBACK_CLIENT = '2001:0:4136:e378:0:0:80ff:fffe';
const TEREDO_PUBLIC = '2001:0:4136:e378:0:0:f7f7:f7f7'; // client 8.8.8.8

describe('isPublicAddress', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 private', '10.1.2.3'],
    ['IPv4 private', '172.16.0.1'],
    ['IPv4 private', '192.168.0.10'],
    ['IPv4 link-local (cloud metadata)', '169.254.169.254'],
    ['IPv4 shared (CGNAT)', '100.64.0.1'],
    ['IPv4 unspecified', '0.0.0.0'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv4 broadcast', '255.255.255.255'],
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['loopback, bracketed', '[::1]'],
    ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
    ['IPv4-compatible loopback, hex (as URLs write it)', '::7f00:1'],
    ['IPv4-compatible public address (deprecated form)', '::8.8.8.8'],
    ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
    ['IPv4-mapped private, hex', '::ffff:a00:1'],
    ['IPv4-mapped, written in full', '0:0:0:0:0:ffff:7f00:1'],
    ['SIIT-translated loopback, hex', '::ffff:0:7f00:1'],
    ['SIIT-translated loopback, dotted', '::ffff:0:127.0.0.1'],
    ['NAT64 loopback', '64:ff9b::7f00:1'],
    ['NAT64 metadata address, dotted', '64:ff9b::169.254.169.254'],
    ['NAT64 local-use prefix', '64:ff9b:1::808:808'],
    ['6to4 of a private address', '2002:c0a8:1::1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['Teredo with a documentation client', TEREDO_DOCUMENTATION_CLIENT],
    ['Teredo with a loopback client', TEREDO_LOOPBACK_CLIENT],
    ['Teredo with a private server', '2001:0:a00:1::f7f7:f7f7'],
    ['unique local', 'fd12:3456::1'],
    ['unique local, fc half', 'fc00::1'],
    ['link-local', 'fe80::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['site-local (deprecated)', 'fec0::1'],
    ['multicast', 'ff02::1'],
    ['documentation', '2001:db8::1'],
    ['discard', '100::1'],
    ['not an address', 'example.com'],
  ])('refuses %s: %s', (_label, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['public IPv4', '8.8.8.8'],
    ['public IPv4', '142.250.78.14'],
    ['public IPv6', '2a00:1450:4001:80e::200e'],
    ['IPv4-mapped public address', '::ffff:8.8.8.8'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo with public server and client', TEREDO_PUBLIC],
  ])('allows %s: %s', (_label, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('decodes the IPv4 addresses each form carries', () => {
    expect(embeddedIpv4('::ffff:0:7f00:1')).toEqual(['127.0.0.1']);
    expect(embeddedIpv4('64:ff9b::c0a8:101')).toEqual(['192.168.1.1']);
    expect(embeddedIpv4('2002:c0a8:101::')).toEqual(['192.168.1.1']);
    expect(embeddedIpv4(TEREDO_DOCUMENTATION_CLIENT)).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(embeddedIpv4('2a00:1450::1')).toBeUndefined();
  });
});

describe('checkOutboundUrl with IPv6 forms', () => {
  const closed = createOutboundPolicy([]);

  it.each([
    'https://[::127.0.0.1]/',
    'https://[::ffff:0:7f00:1]/',
    'https://[::ffff:7f00:1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[64:ff9b::7f00:1]/',
    'https://[2002:7f00:1::]/',
    `https://[${TEREDO_LOOPBACK_CLIENT}]/`,
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://[::]/',
    'https://[::1]/',
  ])('refuses %s', async (url) => {
    expect(await checkOutboundUrl(url, closed)).toEqual({ ok: false, reason: 'address' });
  });

  it.each(Object.keys(FAKE_DNS).filter((name) => !name.startsWith('public-')))(
    'refuses the name %s, which resolves to a non-public form',
    async (name) => {
      expect(await checkOutboundUrl(`https://${name}/push`, closed)).toEqual({
        ok: false,
        reason: 'address',
      });
    },
  );

  it('allows a name that resolves to a NAT64 form of a public address', async () => {
    expect(await checkOutboundUrl('https://public-nat64.outbound-test/push', closed)).toEqual({
      ok: true,
    });
  });
});
