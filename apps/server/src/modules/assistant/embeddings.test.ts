import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeEmbedding,
  startFakeAiProvider,
  type FakeAiProvider,
} from '../../../test/fake-ai-provider';
import { createOutboundPolicy } from '../../platform/outbound';
import { embedTexts } from './embeddings';
import { ProviderError } from './provider';

/** docs/assistant.md#embeddings: the `/embeddings` wire format, read strictly. */
const policy = createOutboundPolicy(['127.0.0.1']);
let fake: FakeAiProvider;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let odd: http.Server;
let oddUrl: string;

beforeAll(async () => {
  fake = await startFakeAiProvider();
  odd = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await fake?.close();
  odd?.closeAllConnections();
  await new Promise((resolve) => odd?.close(resolve));
});

const settings = (baseUrl: string) => ({ baseUrl, apiKey: 'sk-prueba' });

describe('embedTexts', () => {
  it('sends the model and the inputs, and places each vector by its index', async () => {
    const inputs = ['Cómo crear un ticket', 'Restablecer la contraseña', 'Gaveta trabada'];
    const result = await embedTexts(settings(fake.baseUrl), 'embed-falso', inputs, policy, 2000);
    // The fake answers in reverse order.
    expect(result.vectors).toEqual(inputs.map((text) => fakeEmbedding(text)));
    expect(result.promptTokens).toBeGreaterThan(0);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      path: '/v1/embeddings',
      authorization: 'Bearer sk-prueba',
      body: { model: 'embed-falso', input: inputs },
    });
  });

  it.each([
    ['a vector missing', { data: [{ index: 0, embedding: [0.1, 0.2] }] }],
    [
      'vectors of two sizes',
      {
        data: [
          { index: 0, embedding: [0.1, 0.2] },
          { index: 1, embedding: [0.1] },
        ],
      },
    ],
    [
      'something else than numbers',
      {
        data: [
          { index: 0, embedding: [0.1, 'x'] },
          { index: 1, embedding: [0.1, 0.2] },
        ],
      },
    ],
    [
      'an index out of range',
      {
        data: [
          { index: 0, embedding: [0.1] },
          { index: 5, embedding: [0.1] },
        ],
      },
    ],
    ['not JSON', '<html>gateway</html>'],
  ])('refuses an answer with %s as a format failure', async (_, body) => {
    answer = { status: 200, body };
    const failure = await embedTexts(settings(oddUrl), 'm', ['a', 'b'], policy, 2000).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).kind).toBe('format');
  });

  it('reports a status as retryable only when the provider may answer next time', async () => {
    for (const [status, retryable] of [
      [500, true],
      [429, true],
      [400, false],
      [401, false],
    ] as const) {
      answer = { status, body: { error: { message: 'no' } } };
      const failure = (await embedTexts(settings(oddUrl), 'm', ['a'], policy, 2000).catch(
        (error: unknown) => error,
      )) as ProviderError;
      expect(failure).toMatchObject({ kind: 'status', status });
      expect(failure.retryable).toBe(retryable);
    }
  });
});
