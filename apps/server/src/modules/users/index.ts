export { usersRoutes } from './users.routes';
export {
  ensureFirstAdmin,
  findUserByEmail,
  findUserById,
  toUser,
  assertPasswordAllowed,
} from './users.service';
export {
  insertUser,
  touchLastLogin,
  updateUserCustomer,
  updateUserPassword,
} from './users.repository';
