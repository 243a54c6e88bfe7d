import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');

/** `NAME=value` lines, commented out (`# NAME=value`) or not. */
const assignments = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
  ([, name, value]) => ({ name: name!, value: value! }),
);

describe('.env.example', () => {
  it('lists every variable the server reads, once, and nothing else', () => {
    const names = assignments.map((assignment) => assignment.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('is a valid configuration when every line is uncommented', () => {
    const env = Object.fromEntries(assignments.map(({ name, value }) => [name, value]));
    const config = loadConfig(env);
    expect(config.port).toBe(3000);
    expect(config.smtp.from).toBe('Atiende <soporte@atiende.local>');
    expect(config.realtime.ticketTtlMs).toBe(30_000);
  });

  it('states the defaults the server really uses', () => {
    const defaults = loadConfig({});
    const stated = Object.fromEntries(assignments.map(({ name, value }) => [name, value]));
    expect(Number(stated.PORT)).toBe(defaults.port);
    expect(Number(stated.SMTP_PORT)).toBe(defaults.smtp.port);
    expect(Number(stated.ACCESS_TOKEN_TTL_SECONDS)).toBe(defaults.auth.accessTokenTtlSeconds);
    expect(Number(stated.REFRESH_TOKEN_TTL_DAYS)).toBe(defaults.auth.refreshTokenTtlDays);
    expect(Number(stated.RATE_LIMIT_USER_PER_MINUTE)).toBe(defaults.rateLimits.userPerMinute);
    expect(Number(stated.RATE_LIMIT_GLOBAL_PER_MINUTE)).toBe(defaults.rateLimits.globalPerMinute);
    expect(Number(stated.RATE_LIMIT_LOGIN_FAILURES)).toBe(defaults.rateLimits.loginFailures);
    expect(Number(stated.WS_HEARTBEAT_INTERVAL_MS)).toBe(defaults.realtime.heartbeatIntervalMs);
    expect(Number(stated.AUDIT_RETENTION_DAYS)).toBe(defaults.auditRetentionDays);
    expect(stated.EMBEDDED_DB_SHARED_BUFFERS).toBe(defaults.embeddedSharedBuffers);
    expect(stated.LOG_LEVEL).toBe(defaults.logLevel);
  });
});
