import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token';

const SCHEDULE = '6f1c2a9e-8a0b-4c3d-9e2f-1a2b3c4d5e6f';
const tokens = createUnsubscribeTokens('a-secrets-key-long-enough-for-the-tests-0001');

describe('unsubscribe tokens', () => {
  it('reads back the schedule and the address (lower case)', () => {
    const token = tokens.sign(SCHEDULE, 'Ana@Empresa.pe');
    expect(tokens.verify(token)).toEqual({ scheduleId: SCHEDULE, email: 'ana@empresa.pe' });
  });

  it('refuses a token made for another address or schedule, or altered', () => {
    const token = tokens.sign(SCHEDULE, 'ana@empresa.pe');
    const [id, , signature] = token.split('.');
    const otherEmail = Buffer.from('luis@empresa.pe').toString('base64url');
    expect(tokens.verify(`${id}.${otherEmail}.${signature}`)).toBeNull();
    const otherSchedule = '00000000-0000-4000-8000-000000000000';
    expect(tokens.verify(token.replace(SCHEDULE, otherSchedule))).toBeNull();
    expect(tokens.verify(`${token.slice(0, -2)}AA`)).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify('a.b')).toBeNull();
  });

  it('refuses a token signed under another key; accepts the previous key while rotating', () => {
    const old = createUnsubscribeTokens('the-previous-secrets-key-of-this-install-01');
    const token = old.sign(SCHEDULE, 'ana@empresa.pe');
    expect(tokens.verify(token)).toBeNull();
    const rotating = createUnsubscribeTokens(
      'a-secrets-key-long-enough-for-the-tests-0001',
      'the-previous-secrets-key-of-this-install-01',
    );
    expect(rotating.verify(token)).toEqual({ scheduleId: SCHEDULE, email: 'ana@empresa.pe' });
  });
});
