import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens';

const claims = {
  userId: '00000000-0000-4000-8000-000000000001',
  role: 'TECHNICIAN' as const,
  sessionId: '00000000-0000-4000-8000-000000000002',
};
const OLD = 'the-outgoing-jwt-secret-long-enough-0123456';
const NEW = 'the-incoming-jwt-secret-long-enough-7890123';

describe('access tokens while JWT_SECRET rotates (docs/operations.md#rotating-secrets)', () => {
  it('accepts tokens of the previous secret and signs new ones with the current one only', async () => {
    const before = await createAccessTokens(OLD, 900).sign(claims);
    const rotating = createAccessTokens(NEW, 900, OLD);
    expect(await rotating.verify(before)).toEqual(claims);
    const signedNow = await rotating.sign(claims);
    expect(await createAccessTokens(NEW, 900).verify(signedNow)).toEqual(claims);
    await expect(createAccessTokens(OLD, 900).verify(signedNow)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a token of neither secret, and the old one once it is dropped', async () => {
    const before = await createAccessTokens(OLD, 900).sign(claims);
    await expect(createAccessTokens(NEW, 900).verify(before)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const stranger = await createAccessTokens('someone-elses-secret-long-enough-000000', 900).sign(
      claims,
    );
    await expect(createAccessTokens(NEW, 900, OLD).verify(stranger)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
