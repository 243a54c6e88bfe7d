export {
  findActiveDepartmentById,
  findActiveProductsOfDepartment,
  findDepartmentIdsOfStaff,
  findDepartmentStatusById,
  isStaffOfDepartment,
} from './departments.repository';
