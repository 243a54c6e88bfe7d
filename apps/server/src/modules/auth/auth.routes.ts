import {
  authMessages,
  authResponseSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  meResponseSchema,
  messageResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  successEnvelope,
} from '@atiende/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { currentUser } from '../../platform/auth/auth-guard';
import type { AuthService, SessionResult } from './auth.service';

export const REFRESH_COOKIE = 'atiende_refresh';
const REFRESH_COOKIE_PATH = '/api/auth';

const authResponse = { 200: successEnvelope(authResponseSchema) };
const messageResponse = { 200: successEnvelope(messageResponseSchema) };

function requestMeta(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: request.id,
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = { service: AuthService; config: Config };
type Cookies = ReturnType<typeof refreshCookies>;

/** Sets and clears the refresh-token cookie; secure when the public address is https. */
function refreshCookies(config: Config) {
  const secureCookie = config.publicUrl.startsWith('https://');

  function sendSession(reply: FastifyReply, result: SessionResult, status = 200) {
    reply.setCookie(REFRESH_COOKIE, result.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: REFRESH_COOKIE_PATH,
      expires: result.refreshExpiresAt,
    });
    return reply.status(status).send({
      success: true as const,
      data: { accessToken: result.accessToken, user: result.user },
    });
  }

  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
    });
  }

  return { sendSession, clearRefreshCookie };
}

/** Sign in, register and refresh: each answers with a new session. */
function sessionRoutes(
  app: App,
  { service, config }: RouteOptions,
  { sendSession, clearRefreshCookie }: Cookies,
) {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginInputSchema,
        response: authResponse,
      },
    },
    async (request, reply) =>
      sendSession(reply, await service.login(request.body, requestMeta(request))),
  );

  app.post(
    '/api/auth/register',
    {
      config: {
        public: true,
        rateLimit: { max: config.rateLimits.registerPerHour, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Create a client account (always role CLIENT)',
        body: registerInputSchema,
        response: { 201: successEnvelope(authResponseSchema) },
      },
    },
    async (request, reply) =>
      sendSession(reply, await service.register(request.body, requestMeta(request)), 201),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh-token cookie and get a new access token',
        response: authResponse,
      },
    },
    async (request, reply) => {
      try {
        return sendSession(reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );
}

/** Sign out and the signed-in user. */
function accountRoutes(app: App, { service }: RouteOptions, { clearRefreshCookie }: Cookies) {
  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the session', response: messageResponse } },
    async (request, reply) => {
      await service.logout(currentUser(request), requestMeta(request));
      clearRefreshCookie(reply);
      return reply.send({ success: true as const, data: { message: authMessages.logoutSuccess } });
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: successEnvelope(meResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await service.me(currentUser(request)) },
    }),
  );
}

/** Forgotten password: the reset link and the new password. */
function passwordResetRoutes(
  app: App,
  { service, config }: RouteOptions,
  { clearRefreshCookie }: Cookies,
) {
  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        public: true,
        rateLimit: { max: config.rateLimits.forgotPasswordPerHour * 4, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (same answer for unknown e-mails)',
        body: forgotPasswordInputSchema,
        response: messageResponse,
      },
    },
    async (request, reply) => {
      await service.forgotPassword(request.body, requestMeta(request));
      return reply.send({
        success: true as const,
        data: { message: authMessages.forgotPassword.sent },
      });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token',
        body: resetPasswordInputSchema,
        response: messageResponse,
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body);
      clearRefreshCookie(reply);
      return reply.send({
        success: true as const,
        data: { message: authMessages.resetPassword.success },
      });
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const cookies = refreshCookies(options.config);
  sessionRoutes(app, options, cookies);
  accountRoutes(app, options, cookies);
  passwordResetRoutes(app, options, cookies);
};
