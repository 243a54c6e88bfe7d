import { isIPv6 } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from './errors';

const USER_KEY = 'user:';
const ADDRESS_KEY = 'address:';

/**
 * Only the API and the WebSocket are counted (docs/operations.md#rate-limits): the SPA's files
 * (index.html, assets, /sw.js, the manifest, icons), the OpenAPI page, /health and /metrics
 * never are, so a fresh sign-in's 200-odd downloads cost nothing.
 */
export function isCountedPath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/ws');
}

/**
 * An address as the limit counts it: IPv4 (an IPv4-mapped IPv6 too) as it is, IPv6 by its /64
 * network, which one household or office usually gets whole.
 */
export function addressOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = ip.split('::');
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Who a counted call is charged to: the signed-in user when the auth guard verified a token (it
 * runs before this plugin's route hook), otherwise the caller's address. A whole office behind
 * one address then shares only its anonymous calls (sign-in, session renewal, the public form).
 */
export function rateLimitKey(request: FastifyRequest): string {
  // docs/api-keys.md#rate-limit-and-audit: a key acts as its administrator but is charged on its
  // own, so an integration's traffic never spends that person's allowance.
  if (request.apiKey) return `${USER_KEY}api-key:${request.apiKey.id}`;
  return request.auth
    ? `${USER_KEY}${request.auth.userId}`
    : `${ADDRESS_KEY}${addressOf(request.ip)}`;
}

/**
 * @fastify/rate-limit on every route, with the limits of docs/operations.md#rate-limits:
 * RATE_LIMIT_USER_PER_MINUTE per signed-in user, RATE_LIMIT_GLOBAL_PER_MINUTE per address for
 * calls without a session, both per RATE_LIMIT_WINDOW_SECONDS (60). Routes with their own `rateLimit` (sign-in, registration, the public
 * form, the WebSocket ticket…) keep their own limit and window, keyed the same way unless they
 * say otherwise. A 429 says when to come back: `Retry-After` in seconds and the Spanish message.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
): Promise<void> {
  const { userPerMinute, globalPerMinute, windowSeconds } = config.rateLimits;
  await app.register(fastifyRateLimit, {
    global: true,
    max: (_request, key) => (key.startsWith(USER_KEY) ? userPerMinute : globalPerMinute),
    timeWindow: windowSeconds * 1000,
    keyGenerator: rateLimitKey,
    allowList: (request) => !isCountedPath(request.url),
    redis,
    skipOnError: true, // Redis down degrades, never blocks (docs/conventions.md#reliability)
    nameSpace: 'atiende:rl:',
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', undefined, {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
}
