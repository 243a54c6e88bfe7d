import {
  authMessages,
  authResponseSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  meResponseSchema,
  messageResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '@atiende/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { currentUser } from '../../platform/auth/auth-guard';
import {
  createdEnvelope,
  ok,
  okEnvelope,
  requestMeta,
  routesTagged,
} from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import type { AuthService, SessionResult } from './auth.service';

export const REFRESH_COOKIE = 'atiende_refresh';
const REFRESH_COOKIE_PATH = '/api/auth';

const route = routesTagged('auth');
const authResponse = okEnvelope(authResponseSchema);
const messageResponse = okEnvelope(messageResponseSchema);

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
    return reply.status(status).send(ok({ accessToken: result.accessToken, user: result.user }));
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
  app: RouteApp,
  { service, config }: RouteOptions,
  { sendSession, clearRefreshCookie }: Cookies,
) {
  app.post(
    '/api/auth/login',
    route('Sign in', { body: loginInputSchema, response: authResponse }, 'public'),
    async (request, reply) =>
      sendSession(reply, await service.login(request.body, requestMeta(request))),
  );

  app.post(
    '/api/auth/register',
    route(
      'Create a client account (always role CLIENT)',
      { body: registerInputSchema, response: createdEnvelope(authResponseSchema) },
      { public: true, rateLimit: { max: config.rateLimits.registerPerHour, timeWindow: '1 hour' } },
    ),
    async (request, reply) =>
      sendSession(reply, await service.register(request.body, requestMeta(request)), 201),
  );

  app.post(
    '/api/auth/refresh',
    route(
      'Rotate the refresh-token cookie and get a new access token',
      { response: authResponse },
      'public',
    ),
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
function accountRoutes(app: RouteApp, { service }: RouteOptions, { clearRefreshCookie }: Cookies) {
  app.post(
    '/api/auth/logout',
    route('End the session', { response: messageResponse }),
    async (request, reply) => {
      await service.logout(currentUser(request), requestMeta(request));
      clearRefreshCookie(reply);
      return reply.send(ok({ message: authMessages.logoutSuccess }));
    },
  );

  app.get(
    '/api/auth/me',
    route('The signed-in user', { response: okEnvelope(meResponseSchema) }),
    async (request) => ok({ user: await service.me(currentUser(request)) }),
  );
}

/** Forgotten password: the reset link and the new password. */
function passwordResetRoutes(
  app: RouteApp,
  { service, config }: RouteOptions,
  { clearRefreshCookie }: Cookies,
) {
  app.post(
    '/api/auth/forgot-password',
    route(
      'Send a password reset link (same answer for unknown e-mails)',
      { body: forgotPasswordInputSchema, response: messageResponse },
      {
        public: true,
        rateLimit: { max: config.rateLimits.forgotPasswordPerHour * 4, timeWindow: '1 hour' },
      },
    ),
    async (request, reply) => {
      await service.forgotPassword(request.body, requestMeta(request));
      return reply.send(ok({ message: authMessages.forgotPassword.sent }));
    },
  );

  app.post(
    '/api/auth/reset-password',
    route(
      'Choose a new password with a reset token',
      { body: resetPasswordInputSchema, response: messageResponse },
      { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
    ),
    async (request, reply) => {
      await service.resetPassword(request.body);
      clearRefreshCookie(reply);
      return reply.send(ok({ message: authMessages.resetPassword.success }));
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const cookies = refreshCookies(options.config);
  sessionRoutes(app, options, cookies);
  accountRoutes(app, options, cookies);
  passwordResetRoutes(app, options, cookies);
};
