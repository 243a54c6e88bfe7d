import { describe, expect, it } from 'vitest';
import { myAtRiskPath } from './technician-sla';

describe('myAtRiskPath', () => {
  // The ticket list's canonical address for these filters (assignedToId, view, sla, in this
  // order: tickets/hooks/list-filters.ts), so the list does not rewrite it on arrival.
  it("opens the list's «Por vencer» view on my tickets", () => {
    expect(myAtRiskPath()).toBe('/tickets?assignedToId=me&view=open&sla=atRisk');
  });
});
