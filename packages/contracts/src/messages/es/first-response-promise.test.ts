import { describe, expect, it } from 'vitest';
import { answerPromise, firstResponseWithin } from './first-response-promise';
import { ticketMessages } from './tickets';

describe('the public form promise in words', () => {
  it.each([
    [1440, false, '24 horas'],
    [240, false, '4 horas'],
    [60, false, '1 hora'],
    [90, false, '1 hora 30 minutos'],
    [45, false, '45 minutos'],
    [1, false, '1 minuto'],
    [4320, false, '3 días'],
    [1500, false, '25 horas'],
    [240, true, '4 horas hábiles'],
    [60, true, '1 hora hábil'],
    [90, true, '1 hora 30 minutos hábiles'],
    [61, true, '1 hora 1 minuto hábil'],
    [4320, true, '72 horas hábiles'],
  ])('says %i minutes (business time: %s) as "%s"', (minutes, isBusinessTime, words) => {
    expect(firstResponseWithin({ minutes, isBusinessTime })).toBe(words);
  });

  it("keeps the default policy's sentence on the success page and in the e-mail", () => {
    const promise = { minutes: 1440, isBusinessTime: false };
    expect(ticketMessages.publicForm.successPage.next(promise)).toBe(
      'Nuestro equipo te responderá en un plazo de 24 horas. Guarda tu número para cualquier consulta.',
    );
    // The e-mail's {{plazo}} (docs/templates.md).
    expect(answerPromise(promise)).toBe('Nuestro equipo te responderá en un plazo de 24 horas.');
    expect(answerPromise(null)).toBe('Nuestro equipo te responderá lo antes posible.');
  });
});
