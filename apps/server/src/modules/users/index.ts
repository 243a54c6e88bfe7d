export { usersRoutes } from './users.routes';
export {
  ensureFirstAdmin,
  findUserByEmail,
  findUserById,
  toUser,
  assertPasswordAllowed,
} from './users.service';
export {
  clearRequestUsers,
  findUserForRequest,
  findUserNamesByIds,
  forgetUser,
  insertUser,
  touchLastLogin,
  updateUserCustomer,
  updateUserName,
  updateUserPassword,
} from './users.repository';
