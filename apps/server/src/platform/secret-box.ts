import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets stored in the database (docs/conventions.md#configuration: "stored encrypted at
 * rest, with a key from SECRETS_KEY or generated under DATA_DIR"). AES-256-GCM; the stored form is
 * `v1.<base64url(iv | tag | ciphertext)>`. Several instances on one database need the same
 * SECRETS_KEY, as they need the same JWT_SECRET (docs/operations.md).
 */
export type SecretBox = {
  encrypt(plain: string): string;
  /**
   * Reads a value encrypted with the current key or, while rotating, the previous one
   * (docs/operations.md#rotating-secrets). Throws when neither opens it or it was altered.
   */
  decrypt(stored: string): string;
  /** Whether the value is encrypted with the current key (else: encrypt it again and store it). */
  isCurrent(stored: string): boolean;
};

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) =>
  createHash('sha256').update(`atiende-secret-box:${secret}`).digest();

function open(key: Buffer, stored: string): string {
  if (!stored.startsWith(VERSION)) throw new Error('unknown secret format');
  const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

export function createSecretBox(secret: string, previous?: string): SecretBox {
  const key = keyOf(secret);
  const previousKey = previous ? keyOf(previous) : undefined;
  const opensWithCurrent = (stored: string) => {
    try {
      open(key, stored);
      return true;
    } catch {
      return false;
    }
  };
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(stored) {
      if (!previousKey || opensWithCurrent(stored)) return open(key, stored);
      return open(previousKey, stored);
    },
    isCurrent: opensWithCurrent,
  };
}
