import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options';
import { departmentsRoutes } from './departments.routes';
import { productsRoutes } from './products.routes';
import { forgetStaffDepartments } from './staff-departments-cache';

export {
  findActiveDepartmentById,
  findActiveProductsOfDepartment,
  findDepartmentStatusById,
  findStatusesOfDepartments,
} from './departments.repository';
export { cachedDepartmentIdsOfStaff as findDepartmentIdsOfStaff } from './staff-departments-cache';
export {
  createDepartment,
  findDepartmentByName,
  replaceMembers,
  type Caller,
} from './departments.service';
export { createProduct, findProductByName } from './products.service';
export { forgetStaffDepartments } from './staff-departments-cache';

/** What a person's edit may change of the departments they work (as member or lead). */
const STAFF_FIELDS = new Set(['departmentIds', 'role', 'isActive']);

/**
 * Departments, their members and leads, and the products/services catalogue. The staff cache
 * forgets when a person's memberships may have changed (`user.updated`, `user.deleted`).
 */
export const departmentsModule = fp(
  async (app: FastifyInstance, { db }: ModuleOptions) => {
    const stops = [
      app.events.subscribeSync('user.updated', ({ fields }) => {
        if (fields.some((field) => STAFF_FIELDS.has(field))) forgetStaffDepartments();
      }),
      app.events.subscribeSync('user.deleted', () => forgetStaffDepartments()),
    ];
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
    await app.register(departmentsRoutes, { db });
    await app.register(productsRoutes, { db });
  },
  { name: 'departments', dependencies: ['platform-services'] },
);
