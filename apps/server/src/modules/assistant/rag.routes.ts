import { errorMessages, ragAnswerSchema, ragAskRequestSchema } from '@atiende/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { AppError, envelope } from '../../platform/errors';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { resolveViewer } from '../tickets/index';
import { ask, type AnswerSink, type AskDeps } from './ask.service';

const route = routesTagged('assistant');

/** Questions one person may ask per minute (docs/assistant.md#assistant-answers). */
export const ASK_PER_MINUTE = 30;

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * The answer as server-sent events (docs/assistant.md#streaming): `sources`, `delta`…, `done`.
 * The stream opens with its first event, so a refusal before it (busy) is still a JSON error
 * with its status.
 */
async function streamAnswer(
  reply: FastifyReply,
  produce: (sink: AnswerSink) => Promise<unknown>,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  let opened = false;
  const send = (event: string, data: unknown) => {
    if (!opened) {
      opened = true;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
    }
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    send(
      'done',
      await produce({
        sources: (sources) => send('sources', { sources }),
        delta: (text) => send('delta', { text }),
      }),
    );
  } catch (error) {
    if (!opened) {
      const appError = error instanceof AppError ? error : new AppError('INTERNAL_ERROR');
      if (!(error instanceof AppError)) reply.log.error({ err: error }, 'assistant stream failed');
      raw.writeHead(appError.statusCode, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'application/json; charset=utf-8',
      });
      raw.write(
        JSON.stringify(envelope(appError.code, appError.message || errorMessages[appError.code])),
      );
    } else {
      // Without its `done` the browser says the query could not be processed.
      reply.log.error({ err: error }, 'assistant stream failed after it started');
    }
  }
  raw.end();
}

/**
 * POST /api/rag/ask for every signed-in user. Who is asking comes from the token, never from
 * the body's `context` (docs/conventions.md#security).
 */
export const ragRoutes: FastifyPluginAsyncZod<{ db: Db; ask: AskDeps }> = async (
  app,
  { db, ask: deps },
) => {
  app.post(
    '/api/rag/ask',
    route(
      'Ask the assistant: JSON, or server-sent events with `Accept: text/event-stream`',
      { body: ragAskRequestSchema, response: okEnvelope(ragAnswerSchema) },
      { rateLimit: { max: ASK_PER_MINUTE, timeWindow: '1 minute' } },
    ),
    async (request, reply) => {
      const viewer = await resolveViewer(db, currentUser(request));
      if (wantsStream(request)) {
        await streamAnswer(reply, (sink) => ask(deps, viewer, request.body, sink));
        return reply;
      }
      return ok(await ask(deps, viewer, request.body));
    },
  );
};
