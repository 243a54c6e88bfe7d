export { usersRoutes } from './users.routes';
export { createTeamService, type TeamService, type TeamServiceDeps } from './team.service';
export { type Caller as TeamCaller } from './team-access';
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
