import { avatarVersionQuerySchema, idParamsSchema, meResponseSchema } from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { FileStorage } from '../../platform/storage';
import { sendStoredFile } from '../../platform/stored-file-reply';
import { auditContextOf } from '../audit/index';
import { readAvatarUpload } from './avatar-upload';
import type { AvatarService } from './avatar.service';

const route = routesTagged('account');

/** A URL carrying the photo's own `?v=` never changes content, so browsers keep it a year. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Profile photos (docs/profile.md): each user changes their own; every signed-in user may see
 * anyone's, because photos show next to names across the app.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{
  service: AvatarService;
  storage: FileStorage;
}> = async (app, { service, storage }) => {
  app.put(
    '/api/account/avatar',
    route('Set my photo: multipart, one PNG, JPEG or WebP in `avatar`, up to 2 MB', {
      response: okEnvelope(meResponseSchema),
    }),
    async (request) => {
      const claims = currentUser(request);
      const upload = await readAvatarUpload(request, storage);
      const user = await service.replaceAvatar(claims, upload, auditContextOf(request));
      request.log.info({ sizeBytes: upload.sizeBytes, type: upload.contentType }, 'avatar set');
      return ok({ user });
    },
  );

  app.delete(
    '/api/account/avatar',
    route('Remove my photo (initials show instead)', {
      response: okEnvelope(meResponseSchema),
    }),
    async (request) =>
      ok({ user: await service.removeAvatar(currentUser(request), auditContextOf(request)) }),
  );

  app.get(
    '/api/users/:id/avatar',
    route("A user's photo (any signed-in user); 404 when they have none", {
      params: idParamsSchema,
      querystring: avatarVersionQuerySchema,
    }),
    async (request, reply) => {
      const avatar = await service.openAvatar(request.params.id);
      return sendStoredFile(
        reply,
        avatar,
        request.query.v === avatar.version ? IMMUTABLE : 'private, no-cache',
      );
    },
  );
};
