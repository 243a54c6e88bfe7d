import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@atiende/contracts';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registerJsonCompression } from './compression';
import { registerErrorHandlers } from './errors';
import { registerNulCharacterGuard } from './input-guard';
import { serializeError } from './log-serializers';
import { registerMetrics } from './metrics';
import { registerRateLimits } from './rate-limits';
import { registerRequestContext, requestIdFor } from './request-context';
import { serializerCompiler } from './serializer';

const JSON_BODY_LIMIT = 1_048_576; // docs/conventions.md#security: JSON bodies 1 MB

/** The Fastify constructor's options: logger with redaction, request ids, body limit. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Errors without a failed statement's values (log-serializers.ts).
            serializers: { err: serializeError },
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
              ],
              censor: '[oculto]',
            },
          },
    // request-context logs one line per request, with the client's headers.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
  };
}

export type HttpPlatformOptions = { config: Config; database: Database; redis?: Redis };

/**
 * The HTTP layer every route shares, in the order its hooks must run: errors, request context
 * and metrics first (they see every request, rejected ones too), then the external plugins
 * (cookies, security headers, CORS, rate limits per user or address (rate-limits.ts), multipart, OpenAPI and its UI at /api/docs).
 */
export const httpPlatform = fp(
  async (app: FastifyInstance, { config, database, redis }: HttpPlatformOptions) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandlers(app);
    registerNulCharacterGuard(app);
    registerRequestContext(app);
    registerMetrics(app, { token: config.metricsToken, database });
    await registerJsonCompression(app);

    await app.register(fastifyCookie);
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix injects small <style> elements for scroll locking.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    if (config.corsOrigins.length > 0) {
      await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
    }
    await registerRateLimits(app, config, redis);

    // Limits are set per request by platform/uploads.ts (docs/conventions.md#security: 10 files, 10
    // MB each).
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });
    await registerApiDocs(app);
  },
  { name: 'http-platform' },
);

async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Atiende API',
        description:
          'API del help desk Atiende. Respuestas `{ success, data }`; errores `{ success: false, message, error: { code } }`.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // docs/api-keys.md: accepted only where a route lists it (the guard adds it there).
          apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
