import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible provider on loopback for the assistant's tests
 * (docs/assistant.md#assistant-answers): `/v1/chat/completions` in JSON or server-sent events
 * (`data: {...}` chunks, the usage chunk, `data: [DONE]`) and `/v1/embeddings` (deterministic
 * vectors: `fakeEmbedding`). Each chat call takes the next scripted behaviour, else the default
 * one; every request is kept for the test to read.
 */
export type FakeAiBehaviour =
  | {
      kind: 'answer';
      text: string;
      usage?: { prompt: number; completion: number };
      delayMs?: number;
    }
  /** Streams the first `after` characters, then cuts the connection (JSON: cuts at once). */
  | { kind: 'midway'; text: string; after: number }
  | { kind: 'status'; status: number }
  /** Never answers (the client's time-out must end it). */
  | { kind: 'hang' };

export type FakeAiRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    input?: string | string[];
    dimensions?: number;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages?: Array<{ role: string; content: string }>;
    temperature?: number;
    max_tokens?: number;
  };
};

export type FakeAiProvider = {
  /** The base URL to configure: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: FakeAiRequest[];
  /** Behaviours for the next chat calls, in order. */
  script(...behaviours: FakeAiBehaviour[]): void;
  /** How `/v1/embeddings` answers from now on: vectors (the default), an error status, or never. */
  setEmbeddings(behaviour: FakeEmbeddingsBehaviour): void;
  setDefault(behaviour: FakeAiBehaviour): void;
  /** The most calls that were being answered at the same time. */
  peakConcurrency(): number;
  reset(): void;
  close(): Promise<void>;
};

export type FakeEmbeddingsBehaviour =
  { kind: 'vectors' } | { kind: 'status'; status: number } | { kind: 'hang' };

const PIECE = 7;

/** Vectors of this many numbers unless the request asks for `dimensions`. */
export const FAKE_EMBEDDING_DIMENSIONS = 128;

/** Words the fake's "model" takes for one idea, as a real embeddings model would. */
const CONCEPTS: Record<string, string> = Object.fromEntries(
  Object.entries({
    ticket: [
      'ticket',
      'tickets',
      'tiket',
      'incidencia',
      'incidencias',
      'caso',
      'solicitud',
      'reclamo',
    ],
    crear: [
      'crear',
      'creo',
      'crea',
      'abrir',
      'abro',
      'levantar',
      'levanto',
      'registrar',
      'registro',
    ],
    gaveta: ['gaveta', 'cajon', 'caja'],
    trabada: ['trabada', 'trabado', 'atascada', 'atascado', 'bloqueada', 'bloqueado', 'destrabo'],
    clave: ['clave', 'contrasena', 'password'],
  }).flatMap(([concept, words]) => words.map((word) => [word, concept])),
);
const STOP_WORDS = new Set(
  [
    'a al como con de del el en es esta la las lo los me mi mis no o para por que se su sus',
    'te tu un una uno y ya',
  ]
    .join(' ')
    .split(' '),
);

/**
 * A deterministic stand-in for an embeddings model: the text's words without accents or case,
 * stop words dropped, each taken to its idea (`CONCEPTS`, else the word without a plural `s`),
 * hashed (FNV-1a) into `dimensions` buckets, the counts scaled to unit length. Texts sharing
 * ideas are close even when they share no word ("abrir una incidencia" ~ "crear un ticket").
 */
export function fakeEmbedding(text: string, dimensions = FAKE_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  for (const word of words) {
    const idea = CONCEPTS[word] ?? word.replace(/(?<=[a-z]{3})s$/, '');
    let hash = 0x811c9dc5;
    for (const char of idea) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    vector[hash % dimensions]! += 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / norm);
}

export async function startFakeAiProvider(): Promise<FakeAiProvider> {
  let queue: FakeAiBehaviour[] = [];
  let fallback: FakeAiBehaviour = {
    kind: 'answer',
    text: 'Respuesta del proveedor.',
    usage: { prompt: 100, completion: 20 },
  };
  const requests: FakeAiRequest[] = [];
  let embeddings: FakeEmbeddingsBehaviour = { kind: 'vectors' };
  let inFlight = 0;
  let peak = 0;
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      if (request.url === '/v1/embeddings') {
        answerEmbeddings(body, response);
        return;
      }
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const behaviour = queue.shift() ?? fallback;
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      response.on('close', () => {
        inFlight -= 1;
        hanging.delete(response);
      });
      void answer(behaviour, Boolean(body.stream), response);
    });
  });

  function answerEmbeddings(body: FakeAiRequest['body'], response: http.ServerResponse) {
    if (embeddings.kind === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (embeddings.kind === 'status') {
      response.writeHead(embeddings.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fallo simulado' } }));
      return;
    }
    const inputs = Array.isArray(body.input) ? body.input : [body.input ?? ''];
    const tokens = inputs.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        object: 'list',
        // Out of order on purpose: clients must place each vector by its `index`.
        data: inputs
          .map((text, index) => ({
            object: 'embedding',
            index,
            embedding: fakeEmbedding(text, body.dimensions),
          }))
          .reverse(),
        model: body.model,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
  }

  async function answer(
    behaviour: FakeAiBehaviour,
    stream: boolean,
    response: http.ServerResponse,
  ) {
    if (behaviour.kind === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fallo simulado' } }));
      return;
    }
    if (behaviour.kind === 'answer' && behaviour.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    }
    const usage =
      behaviour.kind === 'answer' && behaviour.usage
        ? {
            prompt_tokens: behaviour.usage.prompt,
            completion_tokens: behaviour.usage.completion,
            total_tokens: behaviour.usage.prompt + behaviour.usage.completion,
          }
        : undefined;
    if (!stream) {
      if (behaviour.kind === 'midway') {
        response.socket?.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text } }],
          ...(usage ? { usage } : {}),
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const text =
      behaviour.kind === 'midway' ? behaviour.text.slice(0, behaviour.after) : behaviour.text;
    for (let i = 0; i < text.length; i += PIECE) {
      const delta = { choices: [{ index: 0, delta: { content: text.slice(i, i + PIECE) } }] };
      response.write(`data: ${JSON.stringify(delta)}\n\n`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (behaviour.kind === 'midway') {
      response.socket?.destroy();
      return;
    }
    response.write(
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
    if (usage) response.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
    response.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => queue.push(...behaviours),
    setDefault: (behaviour) => (fallback = behaviour),
    setEmbeddings: (behaviour) => (embeddings = behaviour),
    peakConcurrency: () => peak,
    reset() {
      queue = [];
      requests.length = 0;
      peak = 0;
      embeddings = { kind: 'vectors' };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
