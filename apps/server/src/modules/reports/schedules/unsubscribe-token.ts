import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * docs/reports.md#scheduled-reports: the personal unsubscribe link of a scheduled report's
 * e-mail. The token names the schedule and the recipient and is signed with HMAC-SHA256 under a
 * key derived from SECRETS_KEY (or the key generated under DATA_DIR), so nobody can make one
 * for another address; while SECRETS_KEY rotates, links signed with the previous key still work.
 */

export type UnsubscribeTokens = {
  sign(scheduleId: string, email: string): string;
  /** The schedule and the address, or null for anything not signed by us. */
  verify(token: string): { scheduleId: string; email: string } | null;
};

const keyOf = (secret: string) =>
  createHash('sha256').update(`atiende-report-unsubscribe:${secret}`).digest();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createUnsubscribeTokens(secret: string, previous?: string): UnsubscribeTokens {
  const keys = [keyOf(secret), ...(previous ? [keyOf(previous)] : [])];
  const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(scheduleId, email) {
      const payload = `${scheduleId}.${Buffer.from(email.toLowerCase()).toString('base64url')}`;
      return `${payload}.${mac(keys[0]!, payload).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [scheduleId, encodedEmail, signature] = parts as [string, string, string];
      if (!UUID.test(scheduleId)) return null;
      const given = Buffer.from(signature, 'base64url');
      const payload = `${scheduleId}.${encodedEmail}`;
      const valid = keys.some((key) => {
        const expected = mac(key, payload);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!valid) return null;
      const email = Buffer.from(encodedEmail, 'base64url').toString('utf8');
      return email.includes('@') ? { scheduleId, email } : null;
    },
  };
}
