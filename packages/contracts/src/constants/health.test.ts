import { describe, expect, it } from 'vitest';
import {
  databaseStatusOf,
  healthLevelOf,
  isValidHealthResult,
  memoryStatusOf,
  optimizationActionsFor,
  overallStatusOf,
} from './health';

describe('healthLevelOf (docs/product/audit-and-monitoring.md#system-health status mapping)', () => {
  it.each([
    ['healthy', 'online'],
    ['ok', 'online'],
    ['degraded', 'warning'],
    ['warning', 'warning'],
    ['critical', 'critical'],
    ['unhealthy', 'critical'],
    ['error', 'critical'],
    ['something-else', 'critical'],
  ] as const)('maps %s to %s', (status, level) => {
    expect(healthLevelOf(status)).toBe(level);
  });
});

describe('memoryStatusOf (docs/product/audit-and-monitoring.md#system-health memory thresholds)', () => {
  it.each([
    [0, 'healthy'],
    [80, 'healthy'],
    [80.1, 'warning'],
    [90, 'warning'],
    [90.1, 'critical'],
    [100, 'critical'],
  ] as const)('%s %% used is %s', (percent, status) => {
    expect(memoryStatusOf(percent)).toBe(status);
  });
});

describe('databaseStatusOf (docs/product/audit-and-monitoring.md#system-health slow threshold)', () => {
  it('is healthy up to 1000 ms, a warning above, critical without an answer', () => {
    expect(databaseStatusOf(3)).toBe('healthy');
    expect(databaseStatusOf(1000)).toBe('healthy');
    expect(databaseStatusOf(1000.5)).toBe('warning');
    expect(databaseStatusOf(null)).toBe('critical');
  });
});

describe('overallStatusOf', () => {
  it('is ok when every check is healthy', () => {
    expect(overallStatusOf({ memory: 'healthy', database: 'healthy', dependencies: [] })).toBe(
      'ok',
    );
  });
  it('is degraded on a warning or a dependency down', () => {
    expect(overallStatusOf({ memory: 'warning', database: 'healthy' })).toBe('degraded');
    expect(
      overallStatusOf({ memory: 'healthy', database: 'healthy', dependencies: ['critical'] }),
    ).toBe('degraded');
  });
  it('is error when memory or the database is critical', () => {
    expect(overallStatusOf({ memory: 'critical', database: 'healthy' })).toBe('error');
    expect(overallStatusOf({ memory: 'healthy', database: 'critical' })).toBe('error');
  });
});

describe('optimizationActionsFor (docs/product/audit-and-monitoring.md#system-health)', () => {
  it('offers only aggressive and auto in critical state', () => {
    expect(optimizationActionsFor('critical')).toEqual(['aggressive', 'auto']);
    expect(optimizationActionsFor('online')).toEqual(['basic', 'aggressive', 'auto']);
    expect(optimizationActionsFor('warning')).toEqual(['basic', 'aggressive', 'auto']);
  });
});

describe('isValidHealthResult (docs/product/audit-and-monitoring.md)', () => {
  const checks = { memory: { status: 'healthy' }, database: { status: 'healthy' } };
  it('accepts each of the six statuses with both checks', () => {
    for (const status of ['healthy', 'ok', 'degraded', 'warning', 'error', 'critical']) {
      expect(isValidHealthResult({ status, checks })).toBe(true);
    }
  });
  it('rejects an unknown status, a missing check or a non-object', () => {
    expect(isValidHealthResult({ status: 'unhealthy', checks })).toBe(false);
    expect(isValidHealthResult({ status: 'ok' })).toBe(false);
    expect(isValidHealthResult({ status: 'ok', checks: { memory: {} } })).toBe(false);
    expect(isValidHealthResult({ status: 'ok', checks: { database: {} } })).toBe(false);
    expect(isValidHealthResult(null)).toBe(false);
    expect(isValidHealthResult('ok')).toBe(false);
  });
});
