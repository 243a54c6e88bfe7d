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
  successEnvelope,
  unreadCountResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import type { NotificationsService } from './notifications.service';
import type { PushService } from './push';

const tags = ['notifications'];

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = {
  service: NotificationsService;
  push: PushService;
};

/** The bell: the list, the unread count, reading and deleting. */
function inboxRoutes(app: App, { service }: RouteOptions) {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: successEnvelope(notificationListResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(currentUser(request).userId, request.query),
    }),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: successEnvelope(unreadCountResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unreadCount: await service.unreadCount(currentUser(request).userId) },
    }),
  );

  app.put(
    '/api/notifications/mark-all-read',
    {
      schema: {
        tags,
        summary: 'Mark every notification of the caller as read',
        response: { 200: successEnvelope(markAllReadResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markAllRead(currentUser(request).userId),
    }),
  );

  app.put(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications as read',
        params: notificationIdParamsSchema,
        response: { 200: successEnvelope(notificationReadResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markRead(currentUser(request).userId, request.params.id),
    }),
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s notifications',
        params: notificationIdParamsSchema,
        response: { 200: successEnvelope(notificationDeletedResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.remove(currentUser(request).userId, request.params.id),
    }),
  );
}

/** What each person wants to be told, and where. */
function preferenceRoutes(app: App, { service }: RouteOptions) {
  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'The caller’s channels per notification type, defaults included',
        response: { 200: successEnvelope(notificationPreferencesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { preferences: await service.preferences(currentUser(request).userId) },
    }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Save the caller’s channels for the types sent; the rest keep theirs',
        body: notificationPreferencesSchema,
        response: { 200: successEnvelope(notificationPreferencesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        preferences: await service.savePreferences(
          currentUser(request).userId,
          request.body.preferences,
        ),
      },
    }),
  );
}

/** Web push: the public key and the browser subscriptions. */
function pushRoutes(app: App, { service, push }: RouteOptions) {
  app.get(
    '/api/notifications/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: successEnvelope(pushPublicKeyResponseSchema) },
      },
    },
    async () => ({ success: true as const, data: { publicKey: await push.publicKey() } }),
  );

  app.post(
    '/api/notifications/subscribe',
    {
      schema: {
        tags,
        summary: 'Store this browser’s push subscription for the caller',
        body: pushSubscriptionSchema,
        response: { 201: successEnvelope(messageResponseSchema) },
      },
    },
    async (request, reply) => {
      await service.subscribe(
        currentUser(request).userId,
        request.body,
        request.headers['user-agent'],
      );
      return reply.status(201).send({
        success: true as const,
        data: { message: notificationMessages.toasts.pushEnabled },
      });
    },
  );

  app.delete(
    '/api/notifications/subscribe',
    {
      schema: {
        tags,
        summary: 'Forget this browser’s push subscription',
        body: pushUnsubscribeSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await service.unsubscribe(currentUser(request).userId, request.body.endpoint);
      return {
        success: true as const,
        data: { message: notificationMessages.toasts.pushDisabled },
      };
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
