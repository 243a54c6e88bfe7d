import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { bareAddress, isPublicAddress, sameHostAddress } from './outbound-address';

/**
 * Requests to addresses that users or administrators give us (push endpoints today; SMTP, AI
 * provider, WhatsApp gateway, Zoho later) go through here (docs/conventions.md#security "outbound
 * URLs"): private, loopback, link-local and other non-public addresses (`outbound-address.ts`,
 * which also decodes IPv4 addresses carried inside IPv6 ones) are refused, after resolving
 * DNS and again when the connection is made (so a name cannot switch to an internal address in
 * between), and redirects are never followed. OUTBOUND_ALLOW_HOSTS opens hosts, addresses or ranges
 * for tests and on-premise gateways (docs/operations.md).
 */
export type OutboundPolicy = {
  /** A host named on the allow-list, whatever it resolves to. */
  isHostAllowed(hostname: string): boolean;
  /** A public address, or one inside an allow-listed address or range. */
  isAddressAllowed(address: string): boolean;
  /** Named on the allow-list, or an address inside an allow-listed address or range. */
  isListed(hostname: string): boolean;
};

export type OutboundCheck = { ok: true } | { ok: false; reason: 'protocol' | 'address' | 'dns' };

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** Parses OUTBOUND_ALLOW_HOSTS entries: host names, addresses and CIDR ranges. */
export function createOutboundPolicy(entries: readonly string[]): OutboundPolicy {
  const hosts = new Set<string>();
  const allowed = new BlockList();
  for (const raw of entries) {
    const entry = bareAddress(raw.trim());
    if (!entry) continue;
    const [network, prefix] = entry.split('/');
    const family = familyOf(network!);
    if (family && prefix !== undefined) allowed.addSubnet(network!, Number(prefix), family);
    else if (family) allowed.addAddress(network!, family);
    else hosts.add(entry);
  }
  const isInAllowedRange = (address: string) => {
    const plain = sameHostAddress(address);
    const family = familyOf(plain);
    return family !== undefined && allowed.check(plain, family);
  };
  return {
    isHostAllowed: (hostname) => hosts.has(bareAddress(hostname)),
    isAddressAllowed: (address) => isInAllowedRange(address) || isPublicAddress(address),
    isListed: (hostname) => hosts.has(bareAddress(hostname)) || isInAllowedRange(hostname),
  };
}

/** Checks a URL before it is stored or used: http(s), and every address it resolves to. */
export async function checkOutboundUrl(
  url: string,
  policy: OutboundPolicy,
): Promise<OutboundCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'protocol' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, reason: 'protocol' };
  }
  return checkOutboundHost(parsed.hostname, policy);
}

/**
 * Checks a bare host name or address (an SMTP server's, docs/email.md#settings): every address
 * it resolves to must be allowed.
 */
export async function checkOutboundHost(
  host: string,
  policy: OutboundPolicy,
): Promise<OutboundCheck> {
  const hostname = bareAddress(host);
  if (policy.isHostAllowed(hostname)) return { ok: true };
  if (isIP(hostname)) {
    return policy.isAddressAllowed(hostname) ? { ok: true } : { ok: false, reason: 'address' };
  }
  let addresses: LookupAddress[];
  try {
    addresses = await dnsLookupAsync(hostname, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: 'dns' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'dns' };
  return addresses.every((entry) => policy.isAddressAllowed(entry.address))
    ? { ok: true }
    : { ok: false, reason: 'address' };
}

export class OutboundBlockedError extends Error {
  readonly code = 'ERR_OUTBOUND_BLOCKED';
  constructor(readonly url: string) {
    super('outbound address not allowed');
  }
}

/** The connection's own DNS lookup, refusing any address the policy does not allow. */
function guardedLookup(policy: OutboundPolicy, url: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const isAllowed =
        policy.isHostAllowed(hostname) ||
        (list.length > 0 && list.every((entry) => policy.isAddressAllowed(entry.address)));
      if (!isAllowed) return callback(new OutboundBlockedError(url), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export type OutboundResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP(S) request to an outside address: checked by the policy, no redirects followed, cut off
 * after `timeoutMs` (docs/conventions.md#reliability: shorter than the client's 35 s), response
 * body capped.
 */
export async function outboundRequest(
  url: string,
  options: {
    policy: OutboundPolicy;
    method: string;
    headers?: Record<string, string | number>;
    body?: Buffer | string | null;
    timeoutMs: number;
    maxResponseBytes?: number;
  },
): Promise<OutboundResponse> {
  const check = await checkOutboundUrl(url, options.policy);
  if (!check.ok) throw new OutboundBlockedError(url);
  const maxBytes = options.maxResponseBytes ?? 64 * 1024;
  const transport = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: options.method,
        headers: options.headers,
        lookup: guardedLookup(options.policy, url),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxBytes) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body ?? undefined);
  });
}

export type OutboundStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it arrives; ends (or throws) with the response. */
  body: AsyncIterable<Buffer>;
};

/**
 * A request like `outboundRequest` whose answer is read as it arrives (server-sent events of an
 * AI provider, docs/assistant.md#streaming). `timeoutMs` bounds the wait for the response's
 * headers and every later silence between two chunks; `signal` aborts it all.
 */
export async function outboundStream(
  url: string,
  options: {
    policy: OutboundPolicy;
    method: string;
    headers?: Record<string, string | number>;
    body?: Buffer | string | null;
    timeoutMs: number;
    signal?: AbortSignal;
  },
): Promise<OutboundStream> {
  const check = await checkOutboundUrl(url, options.policy);
  if (!check.ok) throw new OutboundBlockedError(url);
  const transport = url.startsWith('https:') ? https : http;
  const controller = new AbortController();
  const abort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new Error('outbound stream timed out')),
      options.timeoutMs,
    );
  };
  const disarm = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  };
  arm();
  try {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = transport.request(
        url,
        {
          method: options.method,
          headers: options.headers,
          lookup: guardedLookup(options.policy, url),
          signal: controller.signal,
        },
        resolve,
      );
      request.on('error', reject);
      request.end(options.body ?? undefined);
    });
    arm();
    async function* chunks(): AsyncGenerator<Buffer> {
      try {
        for await (const chunk of response) {
          arm();
          yield chunk as Buffer;
        }
      } finally {
        disarm();
        response.destroy();
      }
    }
    return { status: response.statusCode ?? 0, headers: response.headers, body: chunks() };
  } catch (error) {
    disarm();
    throw error;
  }
}
