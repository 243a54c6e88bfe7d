import type { Role } from '@atiende/contracts';
import {
  API_KEY_HEADER,
  API_KEY_MARK,
  API_KEY_QUERY_NAMES,
  type ApiKeyScope,
} from '@atiende/contracts/api-keys';
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
    /**
     * docs/api-keys.md#which-routes-accept-a-key: the scopes of an `X-API-Key` this route accepts
     * (any one of them). Absent: keys are refused, only access tokens are.
     */
    apiKeyScopes?: readonly ApiKeyScope[];
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
    /** The API key the request came with, when it came with one instead of a token. */
    apiKey: ApiKeyIdentity | null;
  }
  interface FastifyInstance {
    /** The API-key check the api-keys module installs (docs/api-keys.md). */
    apiKeyCheck: ApiKeyCheck;
    /** Every guarded route with who may call it, for /admin/token-test. */
    guardedRoutes: GuardedRoute[];
  }
}

export type ApiKeyIdentity = { id: string; name: string; prefix: string; scopes: ApiKeyScope[] };

/**
 * Resolves a key to the identity it acts as, counting the use (rate limit and audit); throws the
 * API_KEY_* errors. Installed by the api-keys module after the guard registers.
 */
export type ApiKeyCheck = {
  authenticate:
    | ((
        secret: string,
        request: FastifyRequest,
      ) => Promise<{ claims: AccessClaims; key: ApiKeyIdentity }>)
    | null;
};

export type GuardedRoute = {
  method: string;
  url: string;
  roles: readonly Role[] | null;
  apiKeyScopes: readonly ApiKeyScope[];
};

function isGuardedPath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/ws');
}

/**
 * docs/api-keys.md#sending-a-key: a key in a URL ends up in logs and histories; refused, under a
 * key's parameter name or any name when the value carries the keys' mark.
 */
function hasKeyInQuery(request: FastifyRequest): boolean {
  const query = request.query;
  if (!query || typeof query !== 'object') return false;
  return Object.entries(query as Record<string, unknown>).some(
    ([name, value]) =>
      API_KEY_QUERY_NAMES.includes(name.toLowerCase()) ||
      [value].flat().some((each) => typeof each === 'string' && each.startsWith(API_KEY_MARK)),
  );
}

function readApiKey(request: FastifyRequest): string | undefined {
  const value = request.headers[API_KEY_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Secure by default: every route needs a valid access token unless it says `public: true` (or an
 * `X-API-Key` with one of the route's `apiKeyScopes`, docs/api-keys.md), and `roles` is checked on the server for every route
 * (docs/product/overview.md#roles-and-permissions). Identity comes from the token only, never from
 * X-User-Id or a body field.
 */
export const authGuard = fp(
  async (
    app: FastifyInstance,
    options: { tokens: AccessTokens; revocations: SessionRevocations },
  ) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('apiKey', null);
    const apiKeyCheck: ApiKeyCheck = { authenticate: null };
    app.decorate('apiKeyCheck', apiKeyCheck);
    const guardedRoutes: GuardedRoute[] = [];
    app.decorate('guardedRoutes', guardedRoutes);
    app.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      if (config.public || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) {
        return;
      }
      if (config.apiKeyScopes?.length) {
        // The OpenAPI document says which routes take a key, and which scopes they accept.
        route.schema = {
          ...route.schema,
          security: [{ bearerAuth: [] }, { apiKeyAuth: [...config.apiKeyScopes] }],
        };
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        guardedRoutes.push({
          method,
          url: route.url,
          roles: config.roles ?? null,
          apiKeyScopes: config.apiKeyScopes ?? [],
        });
      }
    });
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const url = request.routeOptions.url;
      // Unknown routes fall through to the 404 handler. Only the API and the WebSocket are
      // guarded: the SPA's files, /health and the OpenAPI page are public by nature.
      if (!url || !isGuardedPath(url)) return;
      if (url.startsWith('/api/') && hasKeyInQuery(request)) throw new AppError('API_KEY_IN_QUERY');
      if (config.public) return;
      const token = readBearerToken(request);
      const apiKey = token ? undefined : readApiKey(request);
      if (apiKey && apiKeyCheck.authenticate) {
        const { claims, key } = await apiKeyCheck.authenticate(apiKey, request);
        request.auth = claims;
        request.apiKey = key;
        request.log = request.log.child({ userId: claims.userId, apiKeyId: key.id });
        if (!config.apiKeyScopes?.some((scope) => key.scopes.includes(scope))) {
          throw new AppError('API_KEY_OUT_OF_SCOPE');
        }
        if (config.roles && !config.roles.includes(claims.role)) throw new AppError('FORBIDDEN');
        return;
      }
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
