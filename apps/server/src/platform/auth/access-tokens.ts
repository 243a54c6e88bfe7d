import { ROLES, type Role } from '@atiende/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors';

export type AccessClaims = { userId: string; role: Role; sessionId: string };

const ISSUER = 'atiende';
const AUDIENCE = 'atiende-api';
const TOKEN_TYPE = 'access';

/**
 * Short-lived access JWTs: HS256 pinned (so `alg: none` and algorithm swaps fail), with
 * `exp`, `iss`, `aud` and a `typ` claim checked on every request (DESIGN §7).
 */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);

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

  async function verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub', 'sid', 'role', 'typ'],
      });
      const role = payload.role as Role;
      if (payload.typ !== TOKEN_TYPE || !ROLES.includes(role) || typeof payload.sid !== 'string') {
        throw new AppError('UNAUTHENTICATED');
      }
      return { userId: payload.sub as string, role, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('SESSION_EXPIRED');
      throw new AppError('UNAUTHENTICATED');
    }
  }

  return { sign, verify, ttlSeconds };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
