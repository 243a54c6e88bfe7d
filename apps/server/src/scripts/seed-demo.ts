// `npm run seed:demo`: realistic Spanish demo data for trying the product: accounts for every
// role, the restaurants the clients work at, departments with leads, teams, custom statuses and
// products. Safe to run twice: whatever exists (by e-mail or name) is left as it is. Stop
// `npm start` first when using the embedded database: its directory is locked while it runs.
import { departmentInputSchema, productInputSchema } from '@atiende/contracts';
import { loadConfig, loadEnvFile } from '../config';
import { migrateDatabase, openDatabase, type Db } from '../db/client';
import { findOrCreateCustomer } from '../modules/customers/index';
import {
  createDepartmentsService,
  createProductsService,
  type Caller,
} from '../modules/departments/index';
import { findUserByEmail, insertUser, updateUserCustomer } from '../modules/users/index';
import { hashPassword } from '../platform/hashing';
import { DEMO_TICKETS } from './demo-tickets';
import { createTicketServices, resolveViewer } from '../modules/tickets/index';
import { EventBus } from '../platform/events';
import { createDiskStorage } from '../platform/storage';
import { tickets as ticketsTable } from '../db/schema/index';
import path from 'node:path';
import { DEMO_CUSTOMERS, DEMO_DEPARTMENTS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';

async function userIdOf(db: Db, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`Demo data: no user ${email}`);
  return user.id;
}

async function seedUsers(db: Db): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const user of DEMO_USERS) {
    if (await findUserByEmail(db, user.email)) continue;
    await insertUser(db, { ...user, passwordHash });
    created += 1;
  }
  return created;
}

/** Each client is linked to their company, unless someone already linked them elsewhere. */
async function seedCustomers(db: Db): Promise<void> {
  for (const customer of DEMO_CUSTOMERS) {
    const { id } = await findOrCreateCustomer(db, {
      business: customer.name,
      email: customer.email,
      phone: customer.phone,
    });
    for (const email of customer.clientEmails) {
      const user = await findUserByEmail(db, email);
      if (user && !user.customerId) await updateUserCustomer(db, user.id, id);
    }
  }
}

/** A department found by name is left untouched: an administrator may have edited it since. */
async function seedDepartments(db: Db, seeder: Caller): Promise<number> {
  let created = 0;
  // Nothing caches departments while seeding: the events have no subscriber.
  const departments = createDepartmentsService({
    db,
    events: new EventBus((error) => console.error(error)),
  });
  const products = createProductsService({ db });
  for (const demo of DEMO_DEPARTMENTS) {
    let department = await departments.findDepartmentByName(demo.name);
    if (!department) {
      department = await departments.createDepartment(
        departmentInputSchema.parse({
          name: demo.name,
          description: demo.description,
          leadId: await userIdOf(db, demo.leadEmail),
          statuses: demo.statuses,
        }),
      );
      const memberIds = await Promise.all(demo.memberEmails.map((email) => userIdOf(db, email)));
      await departments.replaceMembers(seeder, department.id, memberIds);
      created += 1;
    }
    for (const product of demo.products) {
      if (await products.findProductByName(department.id, product.name)) continue;
      await products.createProduct(
        productInputSchema.parse({ ...product, departmentId: department.id }),
      );
    }
  }
  return created;
}

/**
 * Demo tickets go through the real services (rules, history, events), once: only into a
 * help desk that has no tickets yet.
 */
async function seedTickets(db: Db, dataDir: string): Promise<number> {
  if ((await db.$count(ticketsTable)) > 0) return 0;
  const events = new EventBus((error) => console.error(error));
  const services = createTicketServices({
    db,
    events,
    storage: createDiskStorage(path.join(dataDir, 'attachments')),
  });
  const departments = createDepartmentsService({ db, events });
  const viewerOf = async (email: string) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`Demo data: no user ${email}`);
    return resolveViewer(db, { userId: user.id, role: user.role, sessionId: 'seed' });
  };
  for (const demo of DEMO_TICKETS) {
    const department = await departments.findDepartmentByName(demo.department);
    if (!department) throw new Error(`Demo data: no department ${demo.department}`);
    const ticket = await services.tickets.create(await viewerOf(demo.client), {
      title: demo.title,
      description: demo.description,
      departmentId: department.id,
      priority: demo.priority,
      productIds: [],
    });
    for (const step of demo.steps) {
      const viewer = await viewerOf(step.by);
      if ('reply' in step) {
        await services.conversation.addComment(viewer, ticket.id, {
          body: step.reply,
          isInternal: step.internal ?? false,
        });
      } else if ('assignTo' in step) {
        await services.changes.assign(viewer, ticket.id, (await viewerOf(step.assignTo)).userId);
      } else if (viewer.role === 'CLIENT' && step.status === 'CERRADO') {
        // docs/product/tickets.md#closing: a client closes through "Sí, cerrar ticket".
        await services.close.confirm(viewer, ticket.id);
      } else {
        const current = await services.tickets.get(viewer, ticket.id);
        await services.changes.update(viewer, ticket.id, {
          version: current.version,
          status: step.status,
          resolution: step.resolution,
        });
      }
    }
  }
  return DEMO_TICKETS.length;
}

const config = loadConfig(loadEnvFile());
const database = await openDatabase(config, { error: (obj, msg) => console.error(msg, obj) });
try {
  await migrateDatabase(database);
  const { db } = database;
  const createdUsers = await seedUsers(db);
  await seedCustomers(db);
  const admin = DEMO_USERS.find((user) => user.role === 'ADMIN')!;
  const createdDepartments = await seedDepartments(db, {
    userId: await userIdOf(db, admin.email),
    role: 'ADMIN',
  });
  const createdTickets = await seedTickets(db, config.dataDir);
  console.log(`Demo tickets: ${createdTickets} created.`);
  console.log(
    `Demo data: ${createdUsers} users created, ${DEMO_USERS.length - createdUsers} already present; ` +
      `${createdDepartments} departments created, ` +
      `${DEMO_DEPARTMENTS.length - createdDepartments} already present.`,
  );
  console.log(`Every demo account uses the password: ${DEMO_PASSWORD}`);
  console.table(DEMO_USERS.map(({ name, email, role }) => ({ name, email, role })));
  console.table(
    DEMO_DEPARTMENTS.map(({ name, leadEmail, memberEmails, products }) => ({
      department: name,
      lead: leadEmail,
      team: memberEmails.length,
      products: products.length,
    })),
  );
} finally {
  await database.close();
}
