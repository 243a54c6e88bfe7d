import { describe, expect, it } from 'vitest';
import { filtersToSearchParams, parseFilters } from '../../../tickets/hooks/list-filters';
import { myAtRiskPath } from './technician-sla';

describe('myAtRiskPath', () => {
  it("opens the list's «Por vencer» view on my tickets, written as the list writes it", () => {
    const [path, query] = myAtRiskPath().split('?');
    expect(path).toBe('/tickets');
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toMatchObject({ assignedToId: 'me', view: 'open', sla: 'atRisk', page: 1 });
    expect(filtersToSearchParams(filters).toString()).toBe(query);
  });
});
