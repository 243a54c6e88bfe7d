import type { Role } from '@atiende/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { AccessClaims, AccessTokens } from './access-tokens';
import type { SessionRevocations } from './session-revocations';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route anyone may call (the public list of docs/conventions.md#api). Every other route needs
     * a token.
     */
    public?: boolean;
    /** Roles allowed; absent means any signed-in user. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

function isGuardedPath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/ws');
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Secure by default: every route needs a valid access token unless it says `public: true`, and
 * `roles` is checked on the server for every route
 * (docs/product/overview.md#roles-and-permissions). Identity comes from the token only, never from
 * X-User-Id or a body field.
 */
export const authGuard = fp(
  async (
    app: FastifyInstance,
    options: { tokens: AccessTokens; revocations: SessionRevocations },
  ) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const url = request.routeOptions.url;
      // Unknown routes fall through to the 404 handler. Only the API and the WebSocket are
      // guarded: the SPA's files, /health and the OpenAPI page are public by nature.
      if (!url || config.public || !isGuardedPath(url)) return;
      const token = readBearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED');
      const claims = await options.tokens.verify(token);
      if (options.revocations.has(claims.sessionId)) throw new AppError('SESSION_EXPIRED');
      request.auth = claims;
      request.log = request.log.child({ userId: claims.userId, role: claims.role });
      if (config.roles && !config.roles.includes(claims.role)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth-guard' },
);

/** The caller of an authenticated route (the guard has run). */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
