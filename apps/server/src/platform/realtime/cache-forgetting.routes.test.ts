import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeSignedInUser, type TestApp } from '../../../test/build-test-app';
import { createTicket, type HelpDesk, makeHelpDesk } from '../../../test/ticket-factories';
import { useTwoInstances } from '../../../test/two-instances';
import { customers, departmentMembers } from '../../db/schema/index';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = inject('testEngine') === 'postgres';

/** Far below both TTLs (5 s request users, 10 s staff departments): only a message explains it. */
const WITHIN_MS = 1_000;

/**
 * docs/architecture.md#caches: the request-user and staff-departments caches are module state,
 * one per process, forgotten on `user.updated`, `user.deleted` and `department.updated` through
 * the real-time hub's broadcast. B is built from a module graph of its own, so its caches are
 * its own, as on another machine: it can learn of a change made through A only over Redis.
 */
describe.skipIf(!redisUrl || !isPostgres)('caches forgotten across two instances', () => {
  const instances = useTwoInstances(redisUrl, { isolated: true });
  let a: TestApp;
  let b: TestApp;
  let desk: HelpDesk;
  beforeAll(async () => {
    ({ a, b } = instances);
    desk = await makeHelpDesk(a);
  });

  const getTicket = (app: TestApp, headers: Record<string, string>, id: string) =>
    app.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers });
  const statusOnB = (headers: Record<string, string>, id: string) => () =>
    getTicket(b, headers, id).then((response) => response.statusCode);

  it("forgets on B a técnico's departments changed through A (user.updated)", async () => {
    const technician = await makeSignedInUser(a, 'TECHNICIAN');
    await a.database.db
      .insert(departmentMembers)
      .values({ departmentId: desk.department.id, userId: technician.user.id });
    const elsewhere = await createTicket(a.app, desk.client, {
      departmentId: desk.otherDepartment.id,
    });
    // B caches the técnico's one department while answering.
    expect((await getTicket(b, technician.headers, elsewhere.id)).statusCode).toBe(404);
    // A membership written behind both instances' backs is announced to nobody: B keeps its
    // cached answer (so B's cache is its own, not A's).
    await a.database.db
      .insert(departmentMembers)
      .values({ departmentId: desk.otherDepartment.id, userId: technician.user.id });
    expect((await getTicket(b, technician.headers, elsewhere.id)).statusCode).toBe(404);

    const edited = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${technician.user.id}`,
      headers: desk.admin.headers,
      payload: { departmentIds: [desk.department.id, desk.otherDepartment.id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(statusOnB(technician.headers, elsewhere.id), { timeout: WITHIN_MS })
      .toBe(200);
  });

  it('forgets on B the members of a department replaced through A (department.updated)', async () => {
    const technician = await makeSignedInUser(a, 'TECHNICIAN');
    const ticket = await createTicket(a.app, desk.client, {
      departmentId: desk.otherDepartment.id,
    });
    expect((await getTicket(b, technician.headers, ticket.id)).statusCode).toBe(404);

    const replaced = await a.app.inject({
      method: 'PUT',
      url: `/api/departments/${desk.otherDepartment.id}/members`,
      headers: desk.admin.headers,
      payload: { userIds: [desk.outsider.user.id, technician.user.id] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await expect.poll(statusOnB(technician.headers, ticket.id), { timeout: WITHIN_MS }).toBe(200);
  });

  it("forgets on B a client's company changed through A (user.updated, request-user cache)", async () => {
    const [customer] = await a.database.db
      .insert(customers)
      .values({ name: 'Pollería El Sabor' })
      .returning();
    const setCompany = (userId: string) =>
      a.app.inject({
        method: 'PUT',
        url: `/api/users/${userId}`,
        headers: desk.admin.headers,
        payload: { customerId: customer!.id },
      });
    const colleague = await makeSignedInUser(a, 'CLIENT');
    expect((await setCompany(colleague.user.id)).statusCode).toBe(200);
    const companyTicket = await createTicket(a.app, colleague, {
      departmentId: desk.department.id,
    });
    const client = await makeSignedInUser(a, 'CLIENT');
    // B caches the client's row, without a company, while answering.
    expect((await getTicket(b, client.headers, companyTicket.id)).statusCode).toBe(404);

    const edited = await setCompany(client.user.id);
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(statusOnB(client.headers, companyTicket.id), { timeout: WITHIN_MS })
      .toBe(200);
  });
  it('forgets on B the company of clients moved by a customer merge through A (user.updated)', async () => {
    const [source, target] = await a.database.db
      .insert(customers)
      .values([{ name: 'Chifa Lima Sur' }, { name: 'Chifa Lima' }])
      .returning();
    const inCompany = async (customerId: string) => {
      const user = await makeSignedInUser(a, 'CLIENT');
      await a.app.inject({
        method: 'PUT',
        url: `/api/users/${user.user.id}`,
        headers: desk.admin.headers,
        payload: { customerId },
      });
      return user;
    };
    const colleague = await inCompany(target!.id);
    const targetTicket = await createTicket(a.app, colleague, { departmentId: desk.department.id });
    const client = await inCompany(source!.id);
    // B caches the client's row with the source company while answering.
    expect((await getTicket(b, client.headers, targetTicket.id)).statusCode).toBe(404);

    const merged = await a.app.inject({
      method: 'POST',
      url: `/api/customers-unified/${source!.id}/merge`,
      headers: desk.admin.headers,
      payload: { intoId: target!.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    await expect.poll(statusOnB(client.headers, targetTicket.id), { timeout: WITHIN_MS }).toBe(200);
  });
});
