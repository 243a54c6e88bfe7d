import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index';
import { useTestApp } from '../../../test/build-test-app';
import {
  assignTicket,
  createDeskTicket,
  createTicket,
  makeHelpDesk,
} from '../../../test/ticket-factories';

const testApp = useTestApp();

type Count = { id: string; count: number | null; isEstimate: boolean };

async function countsOf(headers: Record<string, string>) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/saved-views/counts',
    headers,
  });
  expect(response.statusCode).toBe(200);
  const counts = response.json().data.counts as Count[];
  return Object.fromEntries(counts.map((item) => [item.id, item.count]));
}

describe('GET /api/saved-views/counts', () => {
  it("counts each built-in and saved view under the caller's visibility rule", async () => {
    const desk = await makeHelpDesk(testApp);
    const { app, database } = testApp;
    const mine = await createDeskTicket(app, desk);
    await createDeskTicket(app, desk, { priority: 'URGENTE' });
    const escalated = await createDeskTicket(app, desk);
    await createTicket(app, desk.otherClient, { departmentId: desk.otherDepartment.id });
    expect((await assignTicket(app, desk.lead, mine.id, desk.technician.user.id)).statusCode).toBe(
      200,
    );
    await database.db
      .update(tickets)
      .set({ status: 'ESCALADO' })
      .where(eq(tickets.id, escalated.id));
    const urgentView = await app.inject({
      method: 'POST',
      url: '/api/saved-views',
      headers: desk.technician.headers,
      payload: { name: 'Urgentes', filters: { priority: 'URGENTE' } },
    });
    const searchView = await app.inject({
      method: 'POST',
      url: '/api/saved-views',
      headers: desk.technician.headers,
      payload: { name: 'Impresoras', filters: { search: 'impresora' } },
    });

    expect(await countsOf(desk.technician.headers)).toEqual({
      mine: 1,
      unassigned: 2,
      atRisk: 0,
      urgent: 1,
      escalated: 1,
      all: 3,
      [urgentView.json().data.view.id]: 1,
      // A text search is not counted, like the list's own total.
      [searchView.json().data.view.id]: null,
    });
    // Another department's técnico sees only that department's ticket; nobody else's views.
    expect(await countsOf(desk.outsider.headers)).toEqual({
      mine: 0,
      unassigned: 1,
      atRisk: 0,
      urgent: 0,
      escalated: 0,
      all: 1,
    });
    expect((await countsOf(desk.admin.headers)).all).toBe(4);
  });

  it('refuses clients with 403 and anonymous callers with 401', async () => {
    const desk = await makeHelpDesk(testApp);
    const asClient = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved-views/counts',
      headers: desk.client.headers,
    });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().success).toBe(false);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/saved-views/counts' });
    expect(anonymous.statusCode).toBe(401);
  });
});
