import {
  markAllReadResponseSchema,
  messageResponseSchema,
  notificationDeletedResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationMessages,
  notificationPreferencesSchema,
  notificationReadResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unreadCountResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import type { NotificationsService } from './notifications.service';
import type { PushService } from './push';

const route = routesTagged('notifications');

type RouteOptions = {
  service: NotificationsService;
  push: PushService;
};

/** The bell: the list, the unread count, reading and deleting. */
function inboxRoutes(app: RouteApp, { service }: RouteOptions) {
  app.get(
    '/api/notifications',
    route("The caller's notifications, newest first, with the unread count", {
      querystring: notificationListQuerySchema,
      response: okEnvelope(notificationListResponseSchema),
    }),
    async (request) => ok(await service.list(currentUser(request).userId, request.query)),
  );

  app.get(
    '/api/notifications/unread-count',
    route('How many of the caller’s notifications are unread', {
      response: okEnvelope(unreadCountResponseSchema),
    }),
    async (request) => ok({ unreadCount: await service.unreadCount(currentUser(request).userId) }),
  );

  app.put(
    '/api/notifications/mark-all-read',
    route('Mark every notification of the caller as read', {
      response: okEnvelope(markAllReadResponseSchema),
    }),
    async (request) => ok(await service.markAllRead(currentUser(request).userId)),
  );

  app.put(
    '/api/notifications/:id/read',
    route('Mark one of the caller’s notifications as read', {
      params: notificationIdParamsSchema,
      response: okEnvelope(notificationReadResponseSchema),
    }),
    async (request) => ok(await service.markRead(currentUser(request).userId, request.params.id)),
  );

  app.delete(
    '/api/notifications/:id',
    route('Delete one of the caller’s notifications', {
      params: notificationIdParamsSchema,
      response: okEnvelope(notificationDeletedResponseSchema),
    }),
    async (request) => ok(await service.remove(currentUser(request).userId, request.params.id)),
  );
}

/** What each person wants to be told, and where. */
function preferenceRoutes(app: RouteApp, { service }: RouteOptions) {
  const response = okEnvelope(notificationPreferencesSchema);
  app.get(
    '/api/notifications/preferences',
    route('The caller’s channels per notification type, defaults included', { response }),
    async (request) => ok({ preferences: await service.preferences(currentUser(request).userId) }),
  );

  app.put(
    '/api/notifications/preferences',
    route('Save the caller’s channels for the types sent; the rest keep theirs', {
      body: notificationPreferencesSchema,
      response,
    }),
    async (request) => {
      const { userId } = currentUser(request);
      return ok({ preferences: await service.savePreferences(userId, request.body.preferences) });
    },
  );
}

/** Web push: the public key and the browser subscriptions. */
function pushRoutes(app: RouteApp, { service, push }: RouteOptions) {
  app.get(
    '/api/notifications/push/public-key',
    route('The VAPID public key browsers subscribe with', {
      response: okEnvelope(pushPublicKeyResponseSchema),
    }),
    async () => ok({ publicKey: await push.publicKey() }),
  );

  app.post(
    '/api/notifications/subscribe',
    route('Store this browser’s push subscription for the caller', {
      body: pushSubscriptionSchema,
      response: createdEnvelope(messageResponseSchema),
    }),
    async (request, reply) => {
      const { userId } = currentUser(request);
      await service.subscribe(userId, request.body, request.headers['user-agent']);
      return reply.status(201).send(ok({ message: notificationMessages.toasts.pushEnabled }));
    },
  );

  app.delete(
    '/api/notifications/subscribe',
    route('Forget this browser’s push subscription', {
      body: pushUnsubscribeSchema,
      response: okEnvelope(messageResponseSchema),
    }),
    async (request) => {
      await service.unsubscribe(currentUser(request).userId, request.body.endpoint);
      return ok({ message: notificationMessages.toasts.pushDisabled });
    },
  );
}

/**
 * A user's own notifications, settings and push browsers (docs/product/notifications.md). Every
 * role may call them; each acts on the caller's rows only, and another user's id answers 404 like
 * an unknown one. Responses are `no-store` (request-context.ts, docs/conventions.md#security).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  inboxRoutes(app, options);
  preferenceRoutes(app, options);
  pushRoutes(app, options);
};
