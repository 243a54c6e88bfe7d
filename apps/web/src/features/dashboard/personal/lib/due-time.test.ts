import { describe, expect, it } from 'vitest';
import { dueStateOf } from './due-time';
import { formatMedianMinutes, formatSpan } from './time-span';

const NOW = new Date('2026-11-26T15:00:00.000Z');
const at = (minutes: number, seconds = 0) =>
  new Date(NOW.getTime() + minutes * 60_000 + seconds * 1_000).toISOString();

describe('due times in Spanish (docs/dashboards.md "Técnico")', () => {
  it('says how long is left, in hours past the first hour', () => {
    expect(dueStateOf(at(180), NOW)).toEqual({ text: 'Vence en 3 h', tone: 'onTime' });
    expect(dueStateOf(at(200), NOW)).toEqual({ text: 'Vence en 3 h', tone: 'onTime' });
    expect(dueStateOf(at(135), NOW)).toEqual({ text: 'Vence en 2 h 15 min', tone: 'onTime' });
    expect(dueStateOf(at(60), NOW)).toEqual({ text: 'Vence en 1 h', tone: 'onTime' });
  });

  it('marks the last hour as due soon, rounding the minutes down', () => {
    expect(dueStateOf(at(59, 59), NOW)).toEqual({ text: 'Vence en 59 min', tone: 'soon' });
    expect(dueStateOf(at(0, 30), NOW)).toEqual({ text: 'Vence en menos de 1 min', tone: 'soon' });
    expect(dueStateOf(at(0), NOW)).toEqual({ text: 'Vence en menos de 1 min', tone: 'soon' });
  });

  it('says how long ago an overdue ticket was due', () => {
    expect(dueStateOf(at(-20), NOW)).toEqual({ text: 'Venció hace 20 min', tone: 'overdue' });
    expect(dueStateOf(at(0, -30), NOW)).toEqual({
      text: 'Venció hace un momento',
      tone: 'overdue',
    });
    expect(dueStateOf(at(-125), NOW).text).toBe('Venció hace 2 h 5 min');
    expect(dueStateOf(at(-24 * 60), NOW).text).toBe('Venció hace 1 día');
    expect(dueStateOf(at(-3 * 24 * 60 - 600), NOW).text).toBe('Venció hace 3 días');
  });

  it('moves on as the minutes pass', () => {
    const dueAt = at(1);
    expect(dueStateOf(dueAt, NOW).text).toBe('Vence en 1 min');
    expect(dueStateOf(dueAt, new Date(NOW.getTime() + 2 * 60_000)).text).toBe('Venció hace 1 min');
  });
});

describe('time spans and medians', () => {
  it('writes minutes, hours and days', () => {
    expect(formatSpan(0)).toBe('0 min');
    expect(formatSpan(45)).toBe('45 min');
    expect(formatSpan(150)).toBe('2 h 30 min');
    expect(formatSpan(181)).toBe('3 h');
    expect(formatSpan(23 * 60 + 59)).toBe('23 h');
    expect(formatSpan(2 * 24 * 60 + 300)).toBe('2 días');
  });

  it('rounds a median and never calls a fast answer "0 min"', () => {
    expect(formatMedianMinutes(0.4)).toBe('1 min');
    expect(formatMedianMinutes(0)).toBe('0 min');
    expect(formatMedianMinutes(44.6)).toBe('45 min');
    expect(formatMedianMinutes(95.5)).toBe('1 h 36 min');
  });
});
