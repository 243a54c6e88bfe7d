import { departmentInputSchema, productInputSchema } from '@atiende/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, products } from '../db/schema/index';
import { findOrCreateCustomer, linkUserToCustomer } from '../modules/customers/index';
import {
  createDepartmentsService,
  createProductsService,
  findStatusesOfDepartments,
  type Caller,
} from '../modules/departments/index';
import { findUserByEmail, insertUser } from '../modules/users/index';
import { EventBus } from '../platform/events';
import { hashPassword } from '../platform/hashing';
import {
  DEMO_CLIENTS,
  DEMO_CUSTOMERS,
  DEMO_DEPARTMENTS,
  DEMO_PASSWORD,
  DEMO_USERS,
} from './demo-data';
import type { CastCustomer, CastDepartment, DemoCast } from './demo-specs';

type People = Map<string, { id: string; name: string }>;

/** Every demo account, by e-mail; an account that exists is left as it is. */
async function seedUsers(db: Db): Promise<{ people: People; created: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people: People = new Map();
  let created = 0;
  for (const user of [...DEMO_USERS, ...DEMO_CLIENTS]) {
    let row = await findUserByEmail(db, user.email);
    if (!row) {
      row = await insertUser(db, {
        name: user.name,
        email: user.email,
        role: user.role,
        phone: user.phone ?? null,
        specialties: user.specialties ?? [],
        maxOpenTickets: user.maxOpenTickets ?? null,
        passwordHash,
      });
      created += 1;
    }
    people.set(user.email, { id: row!.id, name: row!.name });
  }
  return { people, created };
}

/** The companies, their details when missing, and their people linked as contacts. */
async function seedCustomers(db: Db, people: People): Promise<CastCustomer[]> {
  const cast: CastCustomer[] = [];
  for (const demo of DEMO_CUSTOMERS) {
    const { id, name } = await findOrCreateCustomer(db, {
      business: demo.name,
      email: demo.email,
      phone: demo.phone,
    });
    await db
      .update(customers)
      .set({ ruc: demo.ruc, address: demo.address, notes: demo.notes ?? null })
      .where(and(eq(customers.id, id), isNull(customers.ruc)));
    const clients = demo.clients.map((client) => ({ ...client, id: people.get(client.email)!.id }));
    for (const client of clients) await linkUserToCustomer(db, id, client);
    cast.push({ id, name, city: demo.address.split(', ').slice(-2).join(', '), clients });
  }
  return cast;
}

/** Departments found by name are left untouched: an administrator may have edited them. */
async function seedDepartments(db: Db, people: People, seeder: Caller) {
  const events = new EventBus((error) => console.error(error));
  const departments = createDepartmentsService({ db, events });
  const catalogue = createProductsService({ db });
  const cast: CastDepartment[] = [];
  let created = 0;
  const idOf = (email: string) => people.get(email)!.id;
  for (const demo of DEMO_DEPARTMENTS) {
    let department = await departments.findDepartmentByName(demo.name);
    if (!department) {
      department = await departments.createDepartment(
        departmentInputSchema.parse({ ...demo, leadId: idOf(demo.leadEmail) }),
      );
      await departments.replaceMembers(seeder, department.id, demo.memberEmails.map(idOf));
      created += 1;
    }
    for (const product of demo.products) {
      if (await catalogue.findProductByName(department.id, product.name)) continue;
      await catalogue.createProduct(
        productInputSchema.parse({ ...product, departmentId: department.id }),
      );
    }
    cast.push({
      id: department.id,
      name: department.name,
      leadId: idOf(demo.leadEmail),
      leadName: people.get(demo.leadEmail)!.name,
      members: demo.memberEmails.map((email) => people.get(email)!),
      statuses: [],
      productIds: [],
    });
  }
  await attachStatusesAndProducts(db, cast);
  return { cast, created };
}

async function attachStatusesAndProducts(db: Db, cast: CastDepartment[]) {
  const ids = cast.map((department) => department.id);
  const statuses = await findStatusesOfDepartments(db, ids, { includeInactive: false });
  const catalogue = await db
    .select({ id: products.id, name: products.name, departmentId: products.departmentId })
    .from(products)
    .where(and(inArray(products.departmentId, ids), eq(products.isActive, true)));
  for (const department of cast) {
    department.statuses = statuses
      .filter((status) => status.departmentId === department.id)
      .map(({ id, name, baseStatus }) => ({ id, name, baseStatus }));
    department.productIds = catalogue
      .filter((product) => product.departmentId === department.id)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((product) => product.id);
  }
}

/**
 * Accounts of every role, the companies with their people, departments with leads, teams,
 * custom statuses and products: found or created, so running it twice changes nothing.
 */
export async function seedOrganisation(db: Db) {
  const users = await seedUsers(db);
  const customerCast = await seedCustomers(db, users.people);
  const admin = DEMO_USERS.find((user) => user.role === 'ADMIN')!;
  const adminId = users.people.get(admin.email)!.id;
  const departments = await seedDepartments(db, users.people, { userId: adminId, role: 'ADMIN' });
  const cast: DemoCast = {
    adminId,
    departments: departments.cast,
    customers: customerCast,
  };
  return { cast, createdUsers: users.created, createdDepartments: departments.created };
}
