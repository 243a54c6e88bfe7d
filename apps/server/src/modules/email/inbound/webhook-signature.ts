import { createHmac, timingSafeEqual } from 'node:crypto';
import { INBOUND_WEBHOOK_TOLERANCE_SECONDS } from '@atiende/contracts';

/** The headers a provider signs its request with (docs/email.md#webhook). */
export const TIMESTAMP_HEADER = 'x-atiende-timestamp';
export const SIGNATURE_HEADER = 'x-atiende-signature';

/** `sha256=<hex>` of HMAC-SHA256(secret, `<timestamp>.<raw body>`). */
export function signWebhook(secret: string, timestamp: string, body: Buffer): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(body);
  return `sha256=${mac.digest('hex')}`;
}

/**
 * docs/email.md#webhook: the request is the provider's when its signature over the timestamp and
 * the exact bytes of the body matches, and the timestamp is within five minutes of now (an old
 * request replayed is refused). Compared in constant time.
 */
export function isValidWebhookSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: Buffer,
  nowMs = Date.now(),
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > INBOUND_WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
