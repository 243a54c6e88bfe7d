import { createHmac } from 'node:crypto';
import { apiCall } from './api';

/**
 * docs/email.md#webhook: a message pushed to /api/email/webhook as raw MIME, signed like a
 * provider signs it (`sha256=` HMAC-SHA256 of `<timestamp>.<raw body>` with the signing secret).
 * Written here from the documented format, not borrowed from the server's code.
 */
export function rawReply(input: { from: string; subject: string; text: string; id: string }) {
  return Buffer.from(
    [
      `From: ${input.from}`,
      'To: soporte@empresa.pe',
      `Subject: ${input.subject}`,
      `Message-ID: <${input.id}@fuera.example.com>`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      input.text,
      '',
    ].join('\r\n'),
  );
}

export async function postWebhook(
  baseUrl: string,
  body: Buffer,
  secret: string,
  options: { timestamp?: string; signature?: string } = {},
): Promise<Response> {
  const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return fetch(`${baseUrl}/api/email/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'message/rfc822',
      'x-atiende-timestamp': timestamp,
      'x-atiende-signature': options.signature ?? `sha256=${mac}`,
    },
    body: new Uint8Array(body),
  });
}

/** The signing secret, read as the administrator. */
export async function webhookSecret(baseUrl: string, adminToken: string): Promise<string> {
  const { settings } = await apiCall<{ settings: { signingSecret: string } }>(
    baseUrl,
    adminToken,
    'GET',
    '/email/inbound',
  );
  return settings.signingSecret;
}

/** Posts a reply from a stranger to ticket #n; it is held (docs/email.md#held-messages). */
export async function holdReply(
  baseUrl: string,
  secret: string,
  ticketNumber: number,
  text: string,
  from = 'Rodrigo Vega <rodrigo@proveedor-externo.pe>',
): Promise<void> {
  const body = rawReply({
    from,
    subject: `Re: [#${ticketNumber}] Tu ticket`,
    text,
    id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  const response = await postWebhook(baseUrl, body, secret);
  const answer = (await response.json()) as { data?: { status?: string } };
  if (response.status !== 200 || answer.data?.status !== 'HELD')
    throw new Error(`webhook: ${response.status} ${JSON.stringify(answer)}`);
}
