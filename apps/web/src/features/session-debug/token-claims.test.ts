import { describe, expect, it } from 'vitest';
import { minutesLeft, readTokenClaims } from './token-claims';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readTokenClaims', () => {
  it('reads the payload of a JWT, accents and all', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', role: 'ADMIN', sid: 's1', exp: 2, nombre: 'Ñandú' })}.firma`;
    expect(readTokenClaims(token)).toMatchObject({ sub: 'u1', role: 'ADMIN', sid: 's1', exp: 2 });
  });

  it.each([
    null,
    '',
    'sin-puntos',
    'a.%%%.b',
    `a.${Buffer.from('"texto"').toString('base64url')}.b`,
  ])('answers null for %s', (token) => {
    expect(readTokenClaims(token)).toBeNull();
  });
});

describe('minutesLeft', () => {
  it('counts whole minutes to the expiry, negative after it', () => {
    expect(minutesLeft(1_000, 1_000_000 - 90_000)).toBe(1);
    expect(minutesLeft(1_000, 1_000_000 + 1)).toBe(-1);
  });
});
