export {
  findActiveDepartmentById,
  findActiveProductsOfDepartment,
  findDepartmentStatusById,
  findStatusesOfDepartments,
} from './departments.repository';
export { cachedDepartmentIdsOfStaff as findDepartmentIdsOfStaff } from './staff-departments-cache';
export { departmentsRoutes } from './departments.routes';
export { productsRoutes } from './products.routes';
export {
  createDepartment,
  findDepartmentByName,
  replaceMembers,
  type Caller,
} from './departments.service';
export { createProduct, findProductByName } from './products.service';
export { forgetStaffDepartments } from './staff-departments-cache';
