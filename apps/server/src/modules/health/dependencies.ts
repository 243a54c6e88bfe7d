import { connect } from 'node:net';
import type { DependencyCheck } from '@atiende/contracts';
import type { Redis } from 'ioredis';

/**
 * An outside service the health check reports, registered only when it is configured. Later
 * issues add theirs (aiProvider, whatsapp, jobQueue with `details.backlog`) the same way.
 */
export type DependencyProbe = { name: string; check(): Promise<DependencyCheck> };

const PROBE_TIMEOUT_MS = 2_000;

function elapsedSince(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

function down(error: unknown, responseTime: number | null = null): DependencyCheck {
  const message = error instanceof Error ? error.message : String(error);
  // A short, non-secret reason (no URL, no credentials): the error's first line.
  return { status: 'critical', responseTime, error: message.split('\n')[0]!.slice(0, 200) };
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Redis answers PING; down degrades (docs/conventions.md#reliability), it never makes the server
 * critical.
 */
export function redisProbe(redis: Redis): DependencyProbe {
  return {
    name: 'redis',
    async check() {
      const started = performance.now();
      try {
        await withTimeout(redis.ping(), PROBE_TIMEOUT_MS);
        return { status: 'healthy', responseTime: elapsedSince(started), error: null };
      } catch (error) {
        return down(error, elapsedSince(started));
      }
    },
  };
}

/**
 * The SMTP server accepts a TCP connection. Cached for a minute: the status bar polls every
 * 30 s per signed-in user and the mail server should not see a connection per poll.
 */
export function smtpProbe(host: string, port: number, cacheMs = 60_000): DependencyProbe {
  let cached: { result: DependencyCheck; expiresAt: number } | undefined;
  const probe = () =>
    new Promise<DependencyCheck>((resolve) => {
      const started = performance.now();
      const socket = connect({ host, port });
      socket.setTimeout(PROBE_TIMEOUT_MS);
      const finish = (result: DependencyCheck) => {
        socket.destroy();
        resolve(result);
      };
      socket.once('connect', () =>
        finish({ status: 'healthy', responseTime: elapsedSince(started), error: null }),
      );
      socket.once('timeout', () =>
        finish(down(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`))),
      );
      socket.once('error', (error) => finish(down(error, elapsedSince(started))));
    });
  return {
    name: 'smtp',
    async check() {
      if (cached && cached.expiresAt > Date.now()) return cached.result;
      const result = await probe();
      cached = { result, expiresAt: Date.now() + cacheMs };
      return result;
    },
  };
}

/** Runs every probe in parallel; a probe that throws is reported down, never thrown. */
export async function checkDependencies(
  probes: readonly DependencyProbe[],
): Promise<Record<string, DependencyCheck>> {
  const results = await Promise.all(
    probes.map(async (probe) => {
      try {
        return [probe.name, await probe.check()] as const;
      } catch (error) {
        return [probe.name, down(error)] as const;
      }
    }),
  );
  return Object.fromEntries(results);
}
