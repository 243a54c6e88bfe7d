import type { FirstResponsePromise } from '../../schemas/tickets';
import { countOf, pluralWord } from './plural';

/**
 * The public form's promise in words (docs/sla.md#the-public-forms-promise): "24 horas",
 * "1 hora 30 minutos", "3 días", "16 horas hábiles". Whole days only round the clock (a business
 * day is not 24 hours); the adjective agrees with the last figure ("1 hora hábil").
 */
export function firstResponseWithin({ minutes, isBusinessTime }: FirstResponsePromise): string {
  if (!isBusinessTime && minutes >= 2 * 1440 && minutes % 1440 === 0)
    return countOf(minutes / 1440, { one: 'día', other: 'días' });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [countOf(hours, { one: 'hora', other: 'horas' })] : []),
    ...(rest > 0 ? [countOf(rest, { one: 'minuto', other: 'minutos' })] : []),
  ];
  const phrase = parts.join(' ');
  if (!isBusinessTime) return phrase;
  return `${phrase} ${pluralWord(rest > 0 ? rest : hours, { one: 'hábil', other: 'hábiles' })}`;
}

/** "Nuestro equipo te responderá en un plazo de 4 horas." — or no figure without a policy. */
export const answerPromise = (promise: FirstResponsePromise | null) =>
  promise
    ? `Nuestro equipo te responderá en un plazo de ${firstResponseWithin(promise)}.`
    : 'Nuestro equipo te responderá lo antes posible.';
