import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** One file of a message, as it came. */
export type InboundFile = { fileName: string; contentType: string; content: Buffer };

/** What the pipeline needs of a message, read once from its MIME source. */
export type InboundMail = {
  messageId: string;
  fromAddress: string;
  fromName: string | null;
  toAddresses: string[];
  subject: string;
  text: string;
  html: string | null;
  /** In-Reply-To first, then References newest first: the order threading tries them in. */
  references: string[];
  /** Lower-cased header names → their raw text (for the loop checks). */
  headers: Map<string, string>;
  /** The Return-Path, empty for bounces (`<>`). */
  returnPath: string | null;
  files: InboundFile[];
};

const MESSAGE_ID = /<[^<>\s]+>/g;

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) =>
    group.value.flatMap((entry) => [
      ...(entry.address ? [entry.address.toLowerCase()] : []),
      ...(entry.group ?? []).flatMap((member) =>
        member.address ? [member.address.toLowerCase()] : [],
      ),
    ]),
  );
}

function idsOf(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return text.match(MESSAGE_ID) ?? [];
}

function headerText(parsed: ParsedMail): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of parsed.headerLines) {
    const colon = line.line.indexOf(':');
    const value = colon >= 0 ? line.line.slice(colon + 1).trim() : '';
    headers.set(line.key.toLowerCase(), value);
  }
  return headers;
}

/**
 * A message without a Message-ID (some scripts send them) still needs a stable one for the
 * idempotency rule: a hash of its sender, date, subject and body stands in for it.
 */
function stableId(raw: Buffer): string {
  return `<sha256-${createHash('sha256').update(raw).digest('hex')}@atiende.invalid>`;
}

/** Reads a raw RFC 5322 message with mailparser. */
export async function parseMessage(raw: Buffer): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  const from = parsed.from?.value[0];
  const headers = headerText(parsed);
  const inReplyTo = idsOf(parsed.inReplyTo);
  const references = idsOf(parsed.references).reverse();
  return {
    messageId: idsOf(parsed.messageId)[0] ?? stableId(raw),
    fromAddress: (from?.address ?? '').toLowerCase(),
    fromName: from?.name?.trim() || null,
    toAddresses: [...addressesOf(parsed.to), ...addressesOf(parsed.cc)],
    subject: (parsed.subject ?? '').trim(),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    references: [...new Set([...inReplyTo, ...references])],
    headers,
    returnPath: headers.get('return-path') ?? null,
    files: parsed.attachments
      .filter((file) => !file.related || file.contentDisposition === 'attachment')
      .map((file) => ({
        fileName: file.filename ?? 'archivo',
        contentType: file.contentType,
        content: file.content,
      })),
  };
}
