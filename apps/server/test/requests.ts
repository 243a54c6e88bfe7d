import type { FastifyInstance, InjectOptions } from 'fastify';

/** Who sends a test request: a signed-in person's headers, or nobody (no session). */
export type RequestActor = { headers: Record<string, string> } | null;

/**
 * `send(actor, method, url, payload?)` against a test app (read when called, so it can be made
 * before `useTestApp`'s `beforeAll` built it): the request as that person, the payload as JSON.
 */
export function requestsTo(testApp: { app: FastifyInstance }) {
  return (actor: RequestActor, method: InjectOptions['method'], url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: actor?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
}
