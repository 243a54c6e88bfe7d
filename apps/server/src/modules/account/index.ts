import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { avatarRoutes } from './avatar.routes';
import { createAvatarService } from './avatar.service';

export { createAccountService, type AccountService } from './account.service';
export { createAvatarService, type AvatarService } from './avatar.service';

/** The caller's own account: profile, password, sessions and profile photo. */
export const accountModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  await app.register(accountRoutes, {
    service: createAccountService({ db, revocations: app.revocations, events: app.events }),
  });
  // Profile photos sit apart from ticket attachments: other lifetimes, other readers.
  const storage = app.files.avatars;
  await app.register(avatarRoutes, {
    service: createAvatarService({ db, storage, log: app.log, events: app.events }),
    storage,
  });
};
