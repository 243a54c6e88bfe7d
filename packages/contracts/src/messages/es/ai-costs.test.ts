import { describe, expect, it } from 'vitest';
import { aiCostsMessages } from './ai-costs';

// docs/conventions.md#language: counted nouns agree with their number.
describe('the texts of Costos de IA', () => {
  it('counts queries and times in the right form', () => {
    expect(aiCostsMessages.kpis.costHint(1)).toBe('En 1 consulta');
    expect(aiCostsMessages.kpis.costHint(1250)).toBe('En 1,250 consultas');
    expect(aiCostsMessages.kpis.costHint(2, 1)).toBe('En 2 consultas y 1 llamada de indexación');
    expect(aiCostsMessages.byDay.takeawayUnpriced(0, 3)).toMatch(
      /^0 consultas y 3 llamadas de indexación sin costo/,
    );
    expect(aiCostsMessages.gaps.asked(1)).toBe('Preguntada 1 vez');
    expect(aiCostsMessages.gaps.asked(3)).toBe('Preguntada 3 veces');
    expect(aiCostsMessages.breakdown.showAll(1250)).toBe('Ver los 1,250');
  });

  it('says honestly when nothing went through the provider', () => {
    expect(aiCostsMessages.kpis.queriesHint(0)).toBe('Ninguna pasó por el proveedor');
    expect(aiCostsMessages.byDay.takeawayFree(2)).toMatch(/^2 consultas sin costo/);
  });
});
