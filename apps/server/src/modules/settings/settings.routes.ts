import {
  idParamsSchema,
  organizationConfigEnvelopeSchema,
  organizationConfigInputSchema,
  organizationConfigResponseSchema,
  publicOrganizationConfigEnvelopeSchema,
  uploadResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { FileStorage } from '../../platform/storage';
import { sendStoredFile } from '../../platform/stored-file-reply';
import { auditContextOf } from '../audit/index';
import type { SettingsService } from './settings.service';
import { readUpload } from './upload-reader';
import type { UploadsService } from './uploads.service';

const route = routesTagged('settings');

/**
 * The organisation's settings and the generic upload (docs/settings.md): GET /api/config for any
 * signed-in user (administrators get everything), PUT for administrators; the public part and the
 * logo for anyone, because the sign-in page and the public form show them.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  uploads: UploadsService;
  storage: FileStorage;
}> = async (app, { settings, uploads, storage }) => {
  app.get(
    '/api/config',
    route(
      "The organisation's settings: everything for an administrator, the public part for others",
      {
        response: okEnvelope(organizationConfigResponseSchema),
      },
    ),
    async (request) => {
      const claims = currentUser(request);
      const config =
        claims.role === 'ADMIN' ? await settings.readAdmin() : await settings.readPublic();
      return ok({ config });
    },
  );

  app.put(
    '/api/config',
    route(
      "Save the organisation's settings over the version read (409 when another save came first)",
      {
        body: organizationConfigInputSchema,
        response: okEnvelope(organizationConfigEnvelopeSchema),
      },
      'admins',
    ),
    async (request) => ok({ config: await settings.save(auditContextOf(request), request.body) }),
  );

  app.get(
    '/api/config/public',
    route(
      'Name, logo, time zone and public-form options, for anyone (sign-in page, public form)',
      { response: okEnvelope(publicOrganizationConfigEnvelopeSchema) },
      'public',
    ),
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok({ config: await settings.readPublic() });
    },
  );

  app.get(
    '/api/config/logo',
    route("The organisation's logo, for anyone; 404 without one", {}, 'public'),
    async (request, reply) => {
      const file = await uploads.openLogo();
      // The URL carries `?v=` of the logo's id: a new logo is a new URL.
      const versioned = typeof (request.query as { v?: unknown }).v === 'string';
      return sendStoredFile(reply, file, versioned ? 'public, max-age=86400' : 'no-cache');
    },
  );

  app.post(
    '/api/upload',
    route(
      'Upload one file: multipart `type` (logo, avatar, article-image, attachment-draft) then `file`',
      { response: createdEnvelope(uploadResponseSchema) },
    ),
    async (request, reply) => {
      const claims = currentUser(request);
      const { kind, file } = await readUpload(request, storage, claims.role);
      const upload = await uploads.record(claims, kind, file);
      request.log.info({ uploadId: upload.id, kind, sizeBytes: file.sizeBytes }, 'file uploaded');
      return reply.status(201).send(ok(upload));
    },
  );

  app.get(
    '/api/uploads/:id',
    route('An uploaded file: drafts and pictures only for their uploader and administrators', {
      params: idParamsSchema,
    }),
    async (request, reply) =>
      sendStoredFile(
        reply,
        await uploads.open(currentUser(request), request.params.id),
        'private, no-cache',
      ),
  );
};
