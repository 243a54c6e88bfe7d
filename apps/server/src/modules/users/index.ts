import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { forgetUser } from './users.repository';

export {
  ensureFirstAdmin,
  findUserByEmail,
  findUserById,
  toUser,
  assertPasswordAllowed,
} from './users.service';
export {
  clearRequestUsers,
  deleteUserById,
  findUserForRequest,
  findUserNamesByIds,
  forgetUser,
  insertUser,
  isEmailTakenByOther,
  lockUserById,
  touchLastLogin,
  updateUserAvatar,
  updateUserById,
  updateUserCustomer,
  updateUserName,
  updateUserPassword,
} from './users.repository';
export { avatarUrlOf, avatarReference, parseAvatarReference } from './avatar-reference';

const FORGET_TOPIC = 'users.request_cache_forget';

/**
 * Identity: the users' rows, their public shape and the first administrator. No routes of its
 * own (team administration is modules/team, the caller's account modules/account): the plugin
 * keeps this instance's request cache in step with `user.updated` and `user.deleted`.
 */
export const usersModule: FastifyPluginAsync = fp(
  async (app) => {
    // Through the real-time hub: this instance forgets at once, the others over Redis.
    const offBroadcast = app.realtime.onBroadcast(FORGET_TOPIC, (payload) => {
      const userId = (payload as { userId?: unknown } | null)?.userId;
      if (typeof userId === 'string') forgetUser(userId);
    });
    const forget = ({ userId }: { userId: string }) =>
      app.realtime.broadcast(FORGET_TOPIC, { userId });
    const stops = [
      offBroadcast,
      app.events.subscribeSync('user.updated', forget),
      app.events.subscribeSync('user.deleted', forget),
    ];
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
  },
  { name: 'users', dependencies: ['platform-services'] },
);
