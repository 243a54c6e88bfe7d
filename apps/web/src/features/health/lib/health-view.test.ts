import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { appendSample, MAX_SAMPLES, type HealthSample } from '../hooks/use-health-samples';
import { formatBytes, formatUptime, panelStateOf } from './health-view';

describe('panelStateOf (docs/product/audit-and-monitoring.md: loading → ok or error after 10 s)', () => {
  it('is loading until an answer or the time-out', () => {
    expect(panelStateOf({ data: undefined, error: null, isTimedOut: false })).toEqual({
      phase: 'loading',
    });
    expect(panelStateOf({ data: undefined, error: null, isTimedOut: true })).toEqual({
      phase: 'error',
    });
  });
  it('maps an answer through the status mapping', () => {
    const state = panelStateOf({
      data: { status: 'ok', details: null },
      error: null,
      isTimedOut: false,
    });
    expect(state).toEqual({ phase: 'ok', level: 'online', details: null });
    expect(
      panelStateOf({ data: { status: 'degraded', details: null }, error: null, isTimedOut: true }),
    ).toMatchObject({ phase: 'ok', level: 'warning' });
  });
  it('shows a 503 as crítico and no answer as an error', () => {
    expect(
      panelStateOf({
        data: undefined,
        error: new ApiError(503, 'INVALID_RESPONSE', 'x'),
        isTimedOut: false,
      }),
    ).toMatchObject({ phase: 'ok', level: 'critical' });
    expect(
      panelStateOf({
        data: undefined,
        error: new ApiError(0, 'NETWORK_ERROR', 'x'),
        isTimedOut: false,
      }),
    ).toEqual({ phase: 'error' });
  });
});

describe('formatters', () => {
  it('writes bytes and uptime in es-PE', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
    expect(formatUptime(45)).toBe('45 s');
    expect(formatUptime(7_500)).toBe('2 h 5 min');
    expect(formatUptime(90_000)).toBe('1 d 1 h');
  });
});

describe('appendSample', () => {
  const sample = (at: number): HealthSample => ({
    at,
    level: 'online',
    memoryPercent: 10,
    databaseMs: 1,
  });
  it('keeps one sample per answer and at most an hour of them', () => {
    let samples: readonly HealthSample[] = [];
    samples = appendSample(samples, sample(1));
    samples = appendSample(samples, sample(1));
    expect(samples).toHaveLength(1);
    for (let at = 2; at <= MAX_SAMPLES + 10; at += 1) samples = appendSample(samples, sample(at));
    expect(samples).toHaveLength(MAX_SAMPLES);
    expect(samples[0]!.at).toBe(11);
  });
});
