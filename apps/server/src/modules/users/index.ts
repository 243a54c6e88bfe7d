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
  lockUserById,
  touchLastLogin,
  updateUserAvatar,
  updateUserCustomer,
  updateUserName,
  updateUserPassword,
} from './users.repository';
export { avatarUrlOf, avatarReference, parseAvatarReference } from './avatar-reference';
