import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatRelative,
  formatShortDateTime,
  formatTime,
  toIsoDay,
} from './dates';

const AT = '2025-03-07T15:04:00.000Z'; // 10:04 in Lima (UTC−5, no daylight saving)

describe('formatDate and formatDateTime', () => {
  it('prints dd/mm/yyyy and dd/mm/yyyy hh:mm in Lima time without a comma', () => {
    expect(formatDate(AT)).toBe('07/03/2025');
    expect(formatDateTime(AT)).toBe('07/03/2025 10:04');
    expect(formatTime(AT)).toBe('10:04');
  });

  it('uses the Lima calendar day near midnight UTC', () => {
    expect(formatDateTime('2025-03-08T03:30:00.000Z')).toBe('07/03/2025 22:30');
    expect(toIsoDay('2025-03-08T03:30:00.000Z')).toBe('2025-03-07');
  });

  it('uses 24-hour time', () => {
    expect(formatTime('2025-03-07T20:15:00.000Z')).toBe('15:15');
    expect(formatTime('2025-03-07T05:05:00.000Z')).toBe('00:05');
  });

  it('says "Fecha inválida" for missing or unreadable values', () => {
    for (const value of ['no es fecha', '', null, undefined, Number.NaN]) {
      expect(formatDate(value)).toBe('Fecha inválida');
      expect(formatDateTime(value)).toBe('Fecha inválida');
      expect(formatRelative(value)).toBe('Fecha inválida');
    }
  });
});

describe('formatRelative', () => {
  const now = new Date(AT);
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('reads like the list column: "hace 5 min", "hace 2 h", "ayer", "hace 3 días"', () => {
    expect(formatRelative(ago(20), now)).toBe('ahora');
    expect(formatRelative(ago(5 * 60), now)).toBe('hace 5 min');
    expect(formatRelative(ago(2 * 3600), now)).toBe('hace 2 h');
    expect(formatRelative(ago(26 * 3600), now)).toBe('ayer');
    expect(formatRelative(ago(3 * 86400), now)).toBe('hace 3 días');
  });

  it('shows the date once it is older than a week', () => {
    expect(formatRelative(ago(10 * 86400), now)).toBe('25/02/2025');
  });
});

describe('formatShortDateTime', () => {
  it('shows only the time today and the full date otherwise', () => {
    const now = new Date(AT);
    expect(formatShortDateTime('2025-03-07T14:42:00.000Z', now)).toBe('09:42');
    expect(formatShortDateTime('2025-03-05T14:42:00.000Z', now)).toBe('05/03/2025 09:42');
  });
});

describe('without Intl on the list (docs/performance.md, twelfth pass)', () => {
  const intl = new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const byIntl = (instant: number) => intl.format(new Date(instant)).replace(', ', ' ');

  it('prints what Intl prints for Lima, every 7 h 13 min from 1993 to 2040', () => {
    const step = (7 * 60 + 13) * 60 * 1000;
    for (let t = Date.UTC(1993, 0, 1); t < Date.UTC(2040, 0, 1); t += step) {
      expect(formatDateTime(t)).toBe(byIntl(t));
    }
  });

  it('switches to UTC−5 exactly when Lima last left summer time (1 April 1994)', () => {
    const end = Date.UTC(1994, 3, 1, 4);
    for (const t of [end - 60_000, end - 1, end, end + 60_000]) {
      expect(formatDateTime(t)).toBe(byIntl(t));
    }
    expect(formatDateTime(end - 60_000)).toBe('31/03/1994 23:59');
    expect(formatDateTime(end)).toBe('31/03/1994 23:00');
  });

  it('words relative times as es-PE Intl.RelativeTimeFormat (auto, short) does', () => {
    const rtf = new Intl.RelativeTimeFormat('es-PE', { numeric: 'auto', style: 'short' });
    const now = new Date(AT);
    const cases: Array<[number, Intl.RelativeTimeFormatUnit, number]> = [];
    for (let minutes = 1; minutes < 60; minutes++) cases.push([minutes * 60, 'minute', minutes]);
    for (let hours = 1; hours < 24; hours++) cases.push([hours * 3600, 'hour', hours]);
    for (let days = 1; days < 7; days++) cases.push([days * 86400, 'day', days]);
    for (const [seconds, unit, amount] of cases) {
      expect(formatRelative(new Date(now.getTime() - seconds * 1000), now)).toBe(
        rtf.format(-amount, unit),
      );
      expect(formatRelative(new Date(now.getTime() + seconds * 1000), now)).toBe(
        rtf.format(amount, unit),
      );
    }
    expect(formatRelative(now, now)).toBe(rtf.format(0, 'second'));
  });
});
