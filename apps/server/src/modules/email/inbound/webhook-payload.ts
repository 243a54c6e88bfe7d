import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';

/**
 * docs/email.md#webhook: the common inbound-parse form, as JSON or multipart fields: the sender,
 * recipients, subject, text and HTML parts, the original headers (an object, or the raw header
 * block as text) and attachments (JSON: base64 content; multipart: file parts).
 */
const parseFormSchema = z.object({
  from: z.string().min(3),
  to: z.string().optional(),
  cc: z.string().optional(),
  subject: z.string().optional(),
  text: z.string().optional(),
  html: z.string().optional(),
  headers: z.union([z.record(z.string(), z.string()), z.string()]).optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        contentType: z.string().optional(),
        content: z.string(),
      }),
    )
    .optional(),
});
type ParseForm = z.infer<typeof parseFormSchema>;
type File = { filename: string; contentType?: string; content: Buffer };

/** Header names the composer writes itself: taken from the form's fields, not its headers. */
const COMPOSED = new Set(['from', 'to', 'cc', 'subject', 'content-type', 'mime-version']);

function headersOf(headers: ParseForm['headers']): Record<string, string> {
  const entries: Array<[string, string]> =
    typeof headers === 'string'
      ? headers
          .replace(/\r?\n[ \t]+/g, ' ')
          .split(/\r?\n/)
          .flatMap((line) => {
            const colon = line.indexOf(':');
            return colon > 0 ? [[line.slice(0, colon).trim(), line.slice(colon + 1).trim()]] : [];
          })
      : Object.entries(headers ?? {});
  return Object.fromEntries(entries.filter(([name]) => !COMPOSED.has(name.toLowerCase())));
}

/** The form as one MIME message, so both shapes go through the same pipeline. */
function compose(form: ParseForm, files: File[]): Promise<Buffer> {
  const headers = headersOf(form.headers);
  const messageId = Object.entries(headers).find(([name]) => name.toLowerCase() === 'message-id');
  return new MailComposer({
    from: form.from,
    to: form.to,
    cc: form.cc,
    subject: form.subject ?? '',
    text: form.text,
    html: form.html,
    headers,
    messageId: messageId?.[1],
    attachments: files,
  })
    .compile()
    .build();
}

function readable(form: unknown): ParseForm {
  const parsed = parseFormSchema.safeParse(form);
  if (!parsed.success) throw new AppError('EMAIL_MESSAGE_UNREADABLE');
  return parsed.data;
}

/** The raw message of a webhook request, by its Content-Type. */
export async function rawMessageFrom(contentType: string, body: Buffer): Promise<Buffer> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'message/rfc822' || type === 'text/plain') return body;
  if (type === 'application/json') {
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new AppError('EMAIL_MESSAGE_UNREADABLE');
    }
    const form = readable(json);
    const files = (form.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content, 'base64'),
    }));
    return compose(form, files);
  }
  if (type === 'multipart/form-data') {
    let data: FormData;
    try {
      data = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new AppError('EMAIL_MESSAGE_UNREADABLE');
    }
    const fields: Record<string, string> = {};
    const files: File[] = [];
    for (const [name, value] of data.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else
        files.push({
          filename: value.name,
          contentType: value.type || undefined,
          content: Buffer.from(await value.arrayBuffer()),
        });
    }
    let headers: ParseForm['headers'] = fields.headers;
    if (headers?.trim().startsWith('{')) {
      try {
        headers = JSON.parse(headers) as Record<string, string>;
      } catch {
        // Not JSON after all: read as a raw header block.
      }
    }
    return compose(readable({ ...fields, headers, attachments: undefined }), files);
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE');
}
