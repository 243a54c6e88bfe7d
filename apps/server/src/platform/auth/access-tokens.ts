import { ROLES, type Role } from '@atiende/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors';

export type AccessClaims = { userId: string; role: Role; sessionId: string };

const ISSUER = 'atiende';
const AUDIENCE = 'atiende-api';
const TOKEN_TYPE = 'access';
/** Verified tokens kept in memory (about 0.5 KB each). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Short-lived access JWTs: HS256 pinned (so `alg: none` and algorithm swaps fail), with
 * `exp`, `iss`, `aud` and a `typ` claim checked on every request (docs/conventions.md#security).
 */
export function createAccessTokens(secret: string, ttlSeconds: number, previous?: string) {
  const key = new TextEncoder().encode(secret);
  // docs/operations.md#rotating-secrets: tokens signed with the outgoing secret stay valid until
  // they expire; new ones are signed with the current secret only.
  const previousKey = previous ? new TextEncoder().encode(previous) : undefined;

  async function sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId, typ: TOKEN_TYPE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  }

  // Every request verifies its token: a verified one is remembered until it expires, so the
  // HMAC (WebCrypto, asynchronous) runs once per token rather than once per request. The key
  // is the whole token, so only the very same signed string can hit; revocation is checked by
  // the guard on every request regardless.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  function remember(token: string, claims: AccessClaims, exp: number) {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      // Insertion order: drop the oldest tenth, which expire first.
      let drop = Math.ceil(VERIFIED_CACHE_SIZE / 10);
      for (const key of verified.keys()) {
        verified.delete(key);
        if (--drop === 0) break;
      }
    }
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
  }

  async function verify(token: string): Promise<AccessClaims> {
    const hit = verified.get(token);
    if (hit) {
      if (Date.now() < hit.expiresAtMs) return hit.claims;
      verified.delete(token);
      throw new AppError('SESSION_EXPIRED');
    }
    const options = {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid', 'role', 'typ'],
    };
    try {
      const { payload } = await jwtVerify(token, key, options).catch((error: unknown) => {
        if (previousKey && error instanceof joseErrors.JWSSignatureVerificationFailed) {
          return jwtVerify(token, previousKey, options);
        }
        throw error;
      });
      const role = payload.role as Role;
      if (payload.typ !== TOKEN_TYPE || !ROLES.includes(role) || typeof payload.sid !== 'string') {
        throw new AppError('UNAUTHENTICATED');
      }
      const claims = { userId: payload.sub as string, role, sessionId: payload.sid };
      remember(token, claims, payload.exp!);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('SESSION_EXPIRED');
      throw new AppError('UNAUTHENTICATED');
    }
  }

  return { sign, verify, ttlSeconds };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
