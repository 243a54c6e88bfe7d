export {
  findActiveDepartmentById,
  findActiveProductsOfDepartment,
  findDepartmentIdsOfStaff,
  findDepartmentStatusById,
  isStaffOfDepartment,
} from './departments.repository';
export { departmentsRoutes } from './departments.routes';
export { productsRoutes } from './products.routes';
export {
  createDepartment,
  findDepartmentByName,
  replaceMembers,
  type Caller,
} from './departments.service';
export { createProduct, findProductByName } from './products.service';
