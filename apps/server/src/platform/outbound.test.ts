import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OutboundBlockedError,
  checkOutboundUrl,
  createOutboundPolicy,
  outboundRequest,
} from './outbound';

describe('createOutboundPolicy', () => {
  const closed = createOutboundPolicy([]);

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a00:1',
  ])('refuses the non-public address %s', (address) => {
    expect(closed.isAddressAllowed(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.78.14', '2a00:1450:4001:80e::200e'])(
    'allows the public address %s',
    (address) => {
      expect(closed.isAddressAllowed(address)).toBe(true);
    },
  );

  it('opens host names, addresses and ranges on the allow-list', () => {
    const policy = createOutboundPolicy([
      'gateway.local',
      '127.0.0.1',
      '10.20.0.0/16',
      '[fd00::1]',
    ]);
    expect(policy.isHostAllowed('GATEWAY.local')).toBe(true);
    expect(policy.isAddressAllowed('127.0.0.1')).toBe(true);
    expect(policy.isAddressAllowed('::ffff:127.0.0.1')).toBe(true);
    expect(policy.isAddressAllowed('127.0.0.2')).toBe(false);
    expect(policy.isAddressAllowed('10.20.5.5')).toBe(true);
    expect(policy.isAddressAllowed('10.21.0.1')).toBe(false);
    expect(policy.isAddressAllowed('fd00::1')).toBe(true);
    expect(policy.isListed('127.0.0.1')).toBe(true);
    expect(policy.isListed('gateway.local')).toBe(true);
    expect(policy.isListed('8.8.8.8')).toBe(false);
  });
});

describe('checkOutboundUrl', () => {
  it('resolves names: localhost is loopback', async () => {
    expect(await checkOutboundUrl('https://localhost/x', createOutboundPolicy([]))).toEqual({
      ok: false,
      reason: 'address',
    });
  });

  it('refuses other schemes and unparsable URLs', async () => {
    const policy = createOutboundPolicy([]);
    expect((await checkOutboundUrl('file:///etc/passwd', policy)).ok).toBe(false);
    expect((await checkOutboundUrl('gopher://8.8.8.8/', policy)).ok).toBe(false);
    expect((await checkOutboundUrl('no es url', policy)).ok).toBe(false);
  });

  it('refuses a name that does not resolve', async () => {
    expect(await checkOutboundUrl('https://no-existe.invalid/', createOutboundPolicy([]))).toEqual({
      ok: false,
      reason: 'dns',
    });
  });
});

describe('outboundRequest', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/slow') return; // never answers
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        return;
      }
      response.end('hola');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const open = createOutboundPolicy(['127.0.0.1']);

  it('reaches an allowed address, by address and through its name', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const response = await outboundRequest(`http://${host}:${port}/`, {
        policy: open,
        method: 'GET',
        timeoutMs: 2_000,
      });
      expect(response).toMatchObject({ status: 200, body: 'hola' });
    }
  });

  it('refuses loopback unless the allow-list opens it', async () => {
    await expect(
      outboundRequest(`http://localhost:${port}/`, {
        policy: createOutboundPolicy([]),
        method: 'GET',
        timeoutMs: 2_000,
      }),
    ).rejects.toBeInstanceOf(OutboundBlockedError);
  });

  it('does not follow redirects', async () => {
    const response = await outboundRequest(`http://127.0.0.1:${port}/redirect`, {
      policy: open,
      method: 'GET',
      timeoutMs: 2_000,
    });
    expect(response.status).toBe(302);
  });

  it('gives up after its time-out', async () => {
    await expect(
      outboundRequest(`http://127.0.0.1:${port}/slow`, {
        policy: open,
        method: 'POST',
        timeoutMs: 200,
      }),
    ).rejects.toMatchObject({ name: expect.stringMatching(/AbortError|TimeoutError/) });
  });
});
