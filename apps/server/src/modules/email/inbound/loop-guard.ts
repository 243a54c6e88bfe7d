import type { InboundIgnoreReason } from '@atiende/contracts';
import type { InboundMail } from './parse-message';

const BOUNCE_SENDERS = /^(mailer-daemon|postmaster|mail-daemon)@/i;
const BULK_PRECEDENCE = /^(bulk|junk|list|auto_reply)$/i;

/**
 * docs/email.md#loops-and-auto-replies: messages no person wrote — delivery failures, out-of-office
 * replies, mailing lists, our own mail coming back — are recorded and never answered nor turned
 * into tickets, so two robots cannot write to each other forever. The per-sender hourly cap is
 * checked by the caller (it needs the database).
 */
export function automaticReason(
  mail: InboundMail,
  ownAddresses: ReadonlySet<string>,
): InboundIgnoreReason | null {
  if (!mail.fromAddress) return 'NO_SENDER';
  if (ownAddresses.has(mail.fromAddress)) return 'OWN_ADDRESS';
  const header = (name: string) => mail.headers.get(name)?.trim() ?? '';
  if (
    BOUNCE_SENDERS.test(mail.fromAddress) ||
    mail.returnPath === '<>' ||
    /multipart\/report/i.test(header('content-type')) ||
    header('x-failed-recipients') !== ''
  ) {
    return 'BOUNCE';
  }
  const autoSubmitted = header('auto-submitted').toLowerCase();
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return 'AUTO_REPLY';
  if (BULK_PRECEDENCE.test(header('precedence'))) return 'AUTO_REPLY';
  if (
    header('x-autoreply') !== '' ||
    header('x-autorespond') !== '' ||
    header('x-auto-response-suppress').toLowerCase().includes('all') ||
    header('list-id') !== ''
  ) {
    return 'AUTO_REPLY';
  }
  return null;
}
