export { accountRoutes } from './account.routes';
export { createAccountService, type AccountService } from './account.service';
export { avatarRoutes } from './avatar.routes';
export { createAvatarService, type AvatarService } from './avatar.service';
