import {
  API_KEY_MARK,
  apiKeyMessages,
  type ApiKeyScope,
  type TokenTestResult,
} from '@atiende/contracts/api-keys';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import type { GuardedRoute } from '../../platform/auth/auth-guard';
import type { SessionRevocations } from '../../platform/auth/session-revocations';
import { AppError } from '../../platform/errors';
import { findUserForRequest } from '../users/index';
import { findApiKey } from './api-key-auth';

export type TokenTestDeps = {
  db: Db;
  tokens: AccessTokens;
  revocations: SessionRevocations;
  routes: readonly GuardedRoute[];
};

const problems = apiKeyMessages.problems;

const EMPTY: Omit<TokenTestResult, 'kind' | 'isValid' | 'problem'> = {
  user: null,
  apiKey: null,
  scopes: [],
  expiresAt: null,
  routes: [],
};

function routesOf(routes: readonly GuardedRoute[], allows: (route: GuardedRoute) => boolean) {
  return routes
    .filter(allows)
    .map(({ method, url }) => ({ method, url }))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

async function userOf(db: Db, id: string | null) {
  const user = id ? await findUserForRequest(db, id) : undefined;
  return user
    ? {
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
        isActive: user.isActive,
      }
    : null;
}

async function testApiKey(deps: TokenTestDeps, secret: string): Promise<TokenTestResult> {
  const found = await findApiKey(deps.db, secret);
  if (!found) return { kind: 'API_KEY', isValid: false, problem: problems.invalid, ...EMPTY };
  const { key, problem } = found;
  const scopes: ApiKeyScope[] = key.scopes;
  return {
    kind: 'API_KEY',
    isValid: problem === null,
    problem,
    user: (await userOf(deps.db, key.createdById))?.user ?? null,
    apiKey: { id: key.id, name: key.name, prefix: key.prefix },
    scopes,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    routes:
      problem === null
        ? routesOf(deps.routes, (route) => route.apiKeyScopes.some((s) => scopes.includes(s)))
        : [],
  };
}

async function testAccessToken(deps: TokenTestDeps, token: string): Promise<TokenTestResult> {
  let claims;
  try {
    claims = await deps.tokens.verify(token);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SESSION_EXPIRED') {
      return { kind: 'ACCESS_TOKEN', isValid: false, problem: problems.accessExpired, ...EMPTY };
    }
    return { kind: 'UNKNOWN', isValid: false, problem: apiKeyMessages.tokenTest.unknown, ...EMPTY };
  }
  const { exp } = decodeJwt(token);
  const owner = await userOf(deps.db, claims.userId);
  // The guard would refuse it: a closed session, or an account deactivated or deleted since.
  const isRevoked = deps.revocations.has(claims.sessionId) || !owner?.isActive;
  return {
    kind: 'ACCESS_TOKEN',
    isValid: !isRevoked,
    problem: isRevoked ? problems.sessionEnded : null,
    user: owner?.user ?? null,
    apiKey: null,
    scopes: [],
    expiresAt: exp ? new Date(exp * 1000).toISOString() : null,
    routes: isRevoked
      ? []
      : routesOf(deps.routes, (route) => !route.roles || route.roles.includes(claims.role)),
  };
}

/**
 * POST /api/auth/token-test (docs/api-keys.md#token-test): who a pasted key or access token is,
 * its scopes, expiry and the routes it may call. Counts no use and never answers the text back.
 */
export function testToken(deps: TokenTestDeps, token: string): Promise<TokenTestResult> {
  return token.startsWith(API_KEY_MARK) ? testApiKey(deps, token) : testAccessToken(deps, token);
}
