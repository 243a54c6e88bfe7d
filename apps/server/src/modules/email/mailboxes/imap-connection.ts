import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  MAILBOX_TIMEOUT_MS,
  mailboxMessages,
  type MailboxSecurity,
} from '@atiende/contracts/mailboxes';
import { ImapFlow } from 'imapflow';
import type { OutboundPolicy } from '../../../platform/outbound';
import { bareAddress } from '../../../platform/outbound-address';

const r = mailboxMessages.results;

export type ImapSettings = {
  host: string;
  port: number;
  security: MailboxSecurity;
  username: string;
  password: string;
};

/** A refusal the administrator can act on, in Spanish (docs/email.md#mailboxes-imap). */
export class ImapProblem extends Error {
  constructor(
    readonly kind:
      | 'blocked'
      | 'unresolved'
      | 'auth'
      | 'timeout'
      | 'refused'
      | 'tls'
      | 'starttls'
      | 'folder'
      | 'unknown',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The address to connect to, checked against the outbound policy (docs/conventions.md#security
 * "outbound URLs"): the host's addresses must all be allowed, and the connection goes to the one
 * checked, so the name cannot switch to an internal address in between. A host named on
 * OUTBOUND_ALLOW_HOSTS is connected to by name.
 */
export async function resolveImapHost(
  host: string,
  policy: OutboundPolicy,
): Promise<{ address: string; servername: string | undefined }> {
  const name = bareAddress(host.trim().replace(/\.$/, ''));
  if (policy.isHostAllowed(name))
    return { address: name, servername: isIP(name) ? undefined : name };
  if (isIP(name)) {
    if (!policy.isAddressAllowed(name)) throw new ImapProblem('blocked', r.blocked);
    return { address: name, servername: undefined };
  }
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(name, { all: true, verbatim: true });
  } catch {
    throw new ImapProblem('unresolved', r.unresolved);
  }
  if (addresses.length === 0) throw new ImapProblem('unresolved', r.unresolved);
  if (!addresses.every((entry) => policy.isAddressAllowed(entry.address)))
    throw new ImapProblem('blocked', r.blocked);
  return { address: addresses[0]!.address, servername: name };
}

type ErrorLike = {
  code?: string;
  authenticationFailed?: boolean;
  message?: string;
  responseText?: string;
};

/** An imapflow or socket error as the Spanish problem the page shows; never a stack. */
export function describeImapError(error: unknown): ImapProblem {
  if (error instanceof ImapProblem) return error;
  const e = (error ?? {}) as ErrorLike;
  const code = e.code ?? '';
  const text = `${e.message ?? ''} ${e.responseText ?? ''}`;
  if (e.authenticationFailed || /AUTHENTICATIONFAILED|authenticat/i.test(text))
    return new ImapProblem('auth', r.authFailed);
  if (
    ['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT'].includes(
      code,
    )
  )
    return new ImapProblem('timeout', r.timeout);
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'NoConnection',
      'EConnectionClosed',
      'ClosedAfterConnectText',
    ].includes(code)
  )
    return new ImapProblem('refused', r.refused);
  if (['ENOTFOUND', 'EAI_AGAIN'].includes(code)) return new ImapProblem('unresolved', r.unresolved);
  if (/STARTTLS/i.test(text)) return new ImapProblem('starttls', r.starttlsMissing);
  if (
    code === 'ClosedAfterConnectTLS' ||
    code.startsWith('ERR_SSL') ||
    code.startsWith('ERR_TLS') ||
    /certificate|SSL|TLS/i.test(text) ||
    code.includes('CERT')
  )
    return new ImapProblem('tls', r.tls);
  return new ImapProblem('unknown', r.unknown);
}

/**
 * Connects and signs in, every step bounded by `timeoutMs` (10 s: a server that never answers
 * gives a clear error, not a hang). The caller logs out (or closes) the client.
 */
export async function connectImap(
  settings: ImapSettings,
  policy: OutboundPolicy,
  timeoutMs = MAILBOX_TIMEOUT_MS,
): Promise<ImapFlow> {
  const { address, servername } = await resolveImapHost(settings.host, policy);
  const client = new ImapFlow({
    host: address,
    port: settings.port,
    secure: settings.security === 'TLS',
    doSTARTTLS: settings.security === 'STARTTLS',
    ...(servername ? { servername, tls: { servername } } : {}),
    auth: { user: settings.username, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  });
  // Failures surface through connect() and the commands; the event must not crash the process.
  client.on('error', () => undefined);
  // connect() covers the greeting, STARTTLS and LOGIN; one deadline over all of them.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      client.close();
      reject(new ImapProblem('timeout', r.timeout));
    }, timeoutMs);
  });
  try {
    await Promise.race([client.connect(), deadline]);
    return client;
  } catch (error) {
    client.close();
    throw describeImapError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends a session politely when it still can, else closes the socket. */
export async function endImap(client: ImapFlow): Promise<void> {
  try {
    if (client.usable) {
      await Promise.race([
        client.logout(),
        new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
      ]);
    }
  } catch {
    // Logging out of a broken session: nothing left to do but close it.
  } finally {
    client.close();
  }
}
