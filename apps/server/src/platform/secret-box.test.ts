import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('createSecretBox', () => {
  const box = createSecretBox('a-secrets-key-long-enough-for-the-tests-0123');

  it('encrypts so that only the same key reads it back', () => {
    const stored = box.encrypt('clave privada VAPID');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('clave');
    expect(box.encrypt('clave privada VAPID')).not.toBe(stored); // a fresh IV each time
    expect(box.decrypt(stored)).toBe('clave privada VAPID');
    expect(() =>
      createSecretBox('another-key-of-the-same-length-0123456789').decrypt(stored),
    ).toThrow();
  });

  it('refuses an altered value', () => {
    const stored = box.encrypt('secreto');
    const altered = `${stored.slice(0, -2)}${stored.endsWith('A') ? 'B' : 'A'}${stored.slice(-1)}`;
    expect(() => box.decrypt(altered)).toThrow();
    expect(() => box.decrypt('plain text')).toThrow();
  });

  it('reads values of the previous key while rotating, and tells them apart', () => {
    const oldKey = 'the-outgoing-secrets-key-long-enough-0123';
    const stored = createSecretBox(oldKey).encrypt('clave privada VAPID');
    const rotating = createSecretBox('the-incoming-secrets-key-long-enough-456', oldKey);
    expect(rotating.decrypt(stored)).toBe('clave privada VAPID');
    expect(rotating.isCurrent(stored)).toBe(false);
    const again = rotating.encrypt(rotating.decrypt(stored));
    expect(rotating.isCurrent(again)).toBe(true);
    // Once the previous key is dropped, only the value encrypted again opens.
    const after = createSecretBox('the-incoming-secrets-key-long-enough-456');
    expect(after.decrypt(again)).toBe('clave privada VAPID');
    expect(() => after.decrypt(stored)).toThrow();
    expect(() =>
      createSecretBox(
        'the-incoming-secrets-key-long-enough-456',
        'a-wrong-previous-key-0123456789',
      ).decrypt(stored),
    ).toThrow();
  });
});
