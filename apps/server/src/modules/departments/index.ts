import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options';
import { departmentsRoutes } from './departments.routes';
import { createDepartmentsService } from './departments.service';
import { productsRoutes } from './products.routes';
import { createProductsService } from './products.service';
import { forgetStaffDepartments } from './staff-departments-cache';

export {
  findActiveDepartmentById,
  findActiveProductsOfDepartment,
  findDepartmentStatusById,
  findStatusesOfDepartments,
  listActiveDepartmentNames,
} from './departments.repository';
export { cachedDepartmentIdsOfStaff as findDepartmentIdsOfStaff } from './staff-departments-cache';
export {
  createDepartmentsService,
  type Caller,
  type DepartmentsService,
  type DepartmentsServiceDeps,
} from './departments.service';
export { selectDepartmentNames, type DepartmentName } from './departments-by-ids';
export { createProductsService, type ProductsService } from './products.service';
export { forgetStaffDepartments } from './staff-departments-cache';

/** What a person's edit may change of the departments they work (as member or lead). */
const STAFF_FIELDS = new Set(['departmentIds', 'role', 'isActive']);
const FORGET_TOPIC = 'departments.staff_cache_forget';

/**
 * Departments, their members and leads, and the products/services catalogue. The staff cache
 * forgets when a department or a person's memberships may have changed (`department.updated`,
 * `user.updated`, `user.deleted`).
 */
export const departmentsModule = fp(
  async (app: FastifyInstance, { db }: ModuleOptions) => {
    // Through the real-time hub: this instance forgets at once, the others over Redis.
    const forget = () => app.realtime.broadcast(FORGET_TOPIC, null);
    const stops = [
      app.realtime.onBroadcast(FORGET_TOPIC, () => forgetStaffDepartments()),
      app.events.subscribeSync('user.updated', ({ fields }) => {
        if (fields.some((field) => STAFF_FIELDS.has(field))) forget();
      }),
      app.events.subscribeSync('user.deleted', forget),
      app.events.subscribeSync('department.updated', forget),
    ];
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
    const service = createDepartmentsService({ db, events: app.events });
    await app.register(departmentsRoutes, { service });
    await app.register(productsRoutes, { service: createProductsService({ db }) });
  },
  { name: 'departments', dependencies: ['platform-services'] },
);
