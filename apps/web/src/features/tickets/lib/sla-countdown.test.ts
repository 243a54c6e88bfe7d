import { describe, expect, it } from 'vitest';
import type { TicketSlaSummary } from '@atiende/contracts';
import { formatSlaDuration, slaCountdown } from './sla-countdown';

const NOW = Date.parse('2026-11-27T15:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const sla = (overrides: Partial<TicketSlaSummary> = {}): TicketSlaSummary => ({
  target: 'FIRST_RESPONSE',
  dueAt: at(135),
  warnAt: at(60),
  isPaused: false,
  ...overrides,
});

describe('formatSlaDuration', () => {
  it.each([
    [0, 'menos de 1 min'],
    [0.9, 'menos de 1 min'],
    [-5, 'menos de 1 min'],
    [1, '1 min'],
    [40.9, '40 min'],
    [59, '59 min'],
    [60, '1 h'],
    [135, '2 h 15 min'],
    [180, '3 h'],
    [1439, '23 h 59 min'],
    [1440, '1 d'],
    [1440 + 180 + 59, '1 d 3 h'],
    [2 * 1440 + 30, '2 d'],
    [10 * 1440 + 600, '10 d 10 h'],
  ])('%s minutes read "%s"', (minutes, expected) => {
    expect(formatSlaDuration(minutes)).toBe(expected);
  });
});

describe('slaCountdown', () => {
  it.each<[string, TicketSlaSummary | null, string | null, string | null]>([
    ['no clock', null, null, null],
    ['first response on time', sla(), 'onTime', 'Responder en 2 h 15 min'],
    [
      'resolution on time, over a day',
      sla({ target: 'RESOLUTION', dueAt: at(1440 + 180 + 20), warnAt: at(1000) }),
      'onTime',
      'Resolver en 1 d 3 h',
    ],
    [
      'at the warning instant',
      sla({ dueAt: at(40), warnAt: at(0) }),
      'warning',
      'Responder en 40 min',
    ],
    [
      'resolution in warning, seconds left',
      sla({ target: 'RESOLUTION', dueAt: at(0.5), warnAt: at(-30) }),
      'warning',
      'Resolver en menos de 1 min',
    ],
    [
      'due right now',
      sla({ dueAt: at(0), warnAt: at(-45) }),
      'breached',
      'Vencido hace un momento',
    ],
    [
      '40 minutes late',
      sla({ dueAt: at(-40), warnAt: at(-90) }),
      'breached',
      'Vencido hace 40 min',
    ],
    [
      'a day and a half late',
      sla({ target: 'RESOLUTION', dueAt: at(-(1440 + 720)), warnAt: at(-3000) }),
      'breached',
      'Vencido hace 1 d 12 h',
    ],
    [
      'paused, even past its due time',
      sla({ isPaused: true, dueAt: at(-10) }),
      'paused',
      'En pausa',
    ],
    ['unreadable instants', sla({ dueAt: 'mañana' }), null, null],
  ])('%s', (_case, input, state, text) => {
    const countdown = slaCountdown(input, NOW);
    expect(countdown?.state ?? null).toBe(state);
    expect(countdown?.text ?? null).toBe(text);
  });

  it('names the state before the text for screen readers', () => {
    expect(slaCountdown(sla({ dueAt: at(-40), warnAt: at(-90) }), NOW)?.label).toBe(
      'SLA vencido: Vencido hace 40 min',
    );
    expect(slaCountdown(sla({ dueAt: at(40), warnAt: at(0) }), new Date(NOW))?.label).toBe(
      'SLA por vencer: Responder en 40 min',
    );
  });

  it('moves on with the clock alone', () => {
    const ticket = sla({ dueAt: at(61), warnAt: at(30) });
    expect(slaCountdown(ticket, NOW)?.text).toBe('Responder en 1 h 1 min');
    expect(slaCountdown(ticket, NOW + 31 * 60_000)).toMatchObject({
      state: 'warning',
      text: 'Responder en 30 min',
    });
    expect(slaCountdown(ticket, NOW + 62 * 60_000)?.text).toBe('Vencido hace 1 min');
  });
});
