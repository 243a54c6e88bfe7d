import type { AiModelPrice } from '@atiende/contracts';
import { checkBudget, type AskDeps } from './ask.service';
import { costOf } from './costs';
import type { EmbeddingUsage } from './embeddings';
import * as records from './records.repository';

/**
 * docs/assistant.md#costs: one `/embeddings` call that indexed knowledge passages, recorded as
 * the system's usage — its tokens priced at the embeddings model's "entrada" price (the same
 * pricing as the questions), counted in the costs and the month's budget, whose alert it may
 * cross like a question. A failed call is never told here: it answered no usage to price.
 * Recording never fails the pass (the vectors are made): a failure is logged.
 */
export async function recordIndexingUsage(
  deps: AskDeps,
  prices: readonly AiModelPrice[],
  model: string,
  usage: EmbeddingUsage,
): Promise<void> {
  const cost = costOf(prices, model, { promptTokens: usage.promptTokens, completionTokens: 0 });
  deps.log.info(
    { model, tokens: usage.promptTokens, passages: usage.inputs, cost },
    'knowledge passages embedded',
  );
  try {
    await records.insertEmbeddingUsage(deps.db, {
      model,
      passages: usage.inputs,
      promptTokens: usage.promptTokens,
      latencyMs: usage.latencyMs,
      cost,
    });
  } catch (error) {
    deps.log.error({ err: error, model }, 'knowledge embeddings usage not recorded');
    return;
  }
  if (cost > 0) {
    await checkBudget(deps, deps.now?.() ?? new Date()).catch((error: unknown) =>
      deps.log.error({ err: error }, 'AI budget check failed'),
    );
  }
}
