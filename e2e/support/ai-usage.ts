import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNTS } from './accounts';
import { apiCall, apiLogin } from './api';

/**
 * Real assistant usage for the journeys and screenshots of /admin/ai-costs
 * (docs/assistant.md#costs-page): a stand-in for an OpenAI-compatible provider on 127.0.0.1 (the
 * server must run with OUTBOUND_ALLOW_HOSTS=127.0.0.1) that answers with a fixed usage (and
 * `/embeddings` with a vector and 100 tokens per input), and the
 * questions a client and a technician ask through POST /api/rag/ask — answered by it, answered
 * from the knowledge base alone (cost 0), not answered, and rated "No me ayudó".
 */
export const FAKE_MODEL = 'modelo-e2e';
export const FAKE_USAGE = { prompt: 1200, completion: 300 };
/** Soles per million tokens: each provider answer costs (1200 × 2 + 300 × 8) / 1e6 = S/ 0.0048. */
export const FAKE_PRICES = { promptPer1M: 2, completionPer1M: 8 };
export const UNANSWERED_QUESTION = 'cual es el precio del dolar hoy';
/** The embeddings model: each input counts 100 tokens, at S/ 10 per million (S/ 0.001 each). */
export const FAKE_EMBEDDINGS_MODEL = 'embeddings-e2e';
export const FAKE_EMBEDDING_TOKENS = 100;
export const FAKE_EMBEDDINGS_PRICE = { promptPer1M: 10, completionPer1M: 0 };

export type FakeProvider = { url: string; calls: () => number; stop: () => Promise<void> };

export async function startFakeProvider(): Promise<FakeProvider> {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url?.endsWith('/embeddings')) {
        // OpenAI's wire format: a vector per input (any will do here) and the usage.
        const { input } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          input: string[];
        };
        response.end(
          JSON.stringify({
            data: input.map((_text, index) => ({ index, embedding: [1, index + 1, 0.5] })),
            usage: { prompt_tokens: FAKE_EMBEDDING_TOKENS * input.length },
          }),
        );
        return;
      }
      response.end(
        JSON.stringify({
          choices: [
            {
              message: {
                content:
                  'Para cambiar tu contraseña entra a Mi Perfil, abre "Cambiar contraseña" y guarda la nueva.',
              },
            },
          ],
          usage: { prompt_tokens: FAKE_USAGE.prompt, completion_tokens: FAKE_USAGE.completion },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Answer = { queryId: string; answer: string; fallback: boolean };

async function ask(baseUrl: string, token: string, query: string, sessionId: string) {
  return apiCall<Answer>(baseUrl, token, 'POST', '/rag/ask', { query, sessionId });
}

/**
 * Configures the provider with its price and a budget of `monthlyBudget` soles (alert at 80 %),
 * then asks: `providerAnswers` questions the provider answers, one with no confident source
 * (answered without it, cost 0), and rates one answer "No me ayudó". Returns the answers.
 */
export async function produceAiUsage(
  baseUrl: string,
  provider: FakeProvider,
  { providerAnswers = 2, monthlyBudget = 0.01 } = {},
): Promise<{ provider: Answer[]; unanswered: Answer }> {
  const admin = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCall(baseUrl, admin, 'POST', '/knowledge/articles', {
    title: 'Cómo cambiar la contraseña',
    body: 'Para cambiar tu contraseña entra a Mi Perfil, abre "Cambiar contraseña", escribe la actual y la nueva, y guarda.',
    category: 'Cuenta',
  });
  await apiCall(baseUrl, admin, 'PUT', '/ai/config', {
    baseUrl: provider.url,
    model: FAKE_MODEL,
    apiKey: 'clave-de-prueba-e2e',
    prices: [{ model: FAKE_MODEL, ...FAKE_PRICES }],
    monthlyBudget,
    alertShare: 0.8,
  });
  const client = await apiLogin(baseUrl, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
  const technician = await apiLogin(
    baseUrl,
    ACCOUNTS.TECHNICIAN.email,
    ACCOUNTS.TECHNICIAN.password,
  );
  const session = `session_${Date.now()}_costos`;
  const answered: Answer[] = [];
  for (let i = 0; i < providerAnswers; i += 1) {
    const token = i % 2 === 0 ? client : technician;
    answered.push(await ask(baseUrl, token, 'como cambio mi contrasena', `${session}_${i % 2}`));
  }
  const unanswered = await ask(baseUrl, client, UNANSWERED_QUESTION, `${session}_0`);
  await apiCall(baseUrl, client, 'POST', '/ai/feedback', {
    sessionId: `${session}_0`,
    queryId: answered[0]!.queryId,
    query: 'como cambio mi contrasena',
    response: answered[0]!.answer,
    rating: 1,
  });
  return { provider: answered, unanswered };
}

/**
 * Names the embeddings model with its price: saving it embeds the knowledge base off the
 * request's path, one `/embeddings` call per 32 passages, recorded as the system's usage. Waits
 * until /api/ai/costs counts it; returns the indexing calls.
 */
export async function produceIndexingUsage(baseUrl: string): Promise<number> {
  const admin = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCall(baseUrl, admin, 'PUT', '/ai/config', {
    embeddingsModel: FAKE_EMBEDDINGS_MODEL,
    prices: [
      { model: FAKE_MODEL, ...FAKE_PRICES },
      { model: FAKE_EMBEDDINGS_MODEL, ...FAKE_EMBEDDINGS_PRICE },
    ],
  });
  type Costs = { total: { indexingCalls: number } };
  for (let waited = 0; waited < 10_000; waited += 100) {
    const { total } = await apiCall<Costs>(baseUrl, admin, 'GET', '/ai/costs');
    if (total.indexingCalls > 0) return total.indexingCalls;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The knowledge base was not embedded within 10 s');
}
