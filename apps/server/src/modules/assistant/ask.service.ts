import {
  assistantMessages,
  type AssistantSource,
  type RagAnswer,
  type RagAskRequest,
} from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { OutboundPolicy } from '../../platform/outbound';
import type { SecretBox } from '../../platform/secret-box';
import type { Embedder } from '../knowledge/index';
import type { Viewer } from '../tickets/index';
import {
  asksForPerson,
  buildProviderMessages,
  createLeakGuard,
  extractiveAnswer,
  guessDepartment,
  isWithinHours,
  sourcesOf,
  suggestTicket,
  type DepartmentName,
  type Passage,
} from './answer-composer';
import {
  completeChat,
  streamChat,
  withOneRetry,
  type Completion,
  type ProviderGate,
  type ProviderSettings,
  type Usage,
} from './provider';
import { costOf, limaMonthOf } from './costs';
import { createEmbedder } from './embeddings';
import * as records from './records.repository';
import {
  agentControlOf,
  pricesOf,
  providerSettingsOf,
  readSettingsRow,
  systemPromptOf,
} from './settings';

/**
 * POST /api/rag/ask (docs/assistant.md#assistant-answers): retrieval over what the asker may
 * read, then the provider (JSON or streamed) or, without one, an answer put together from the
 * passages; every query recorded with its tokens and cost (docs/assistant.md#costs).
 */

/** The knowledge module's search: passages `viewer` may read, best first. */
export type KnowledgeSearch = (
  executor: Executor,
  viewer: Viewer,
  query: string,
  opts?: { limit?: number; embedder?: Embedder | null },
) => Promise<{ passages: Passage[]; confident: boolean }>;

export type AdministratorAlerter = (
  executor: Executor,
  alert: { type: 'AI_BUDGET_ALERT'; title: string; message: string },
) => Promise<() => void>;

export type AskDeps = {
  db: Db;
  secretBox: SecretBox;
  policy: OutboundPolicy;
  gate: ProviderGate;
  search: KnowledgeSearch;
  departments: (executor: Executor) => Promise<DepartmentName[]>;
  alertAdministrators: AdministratorAlerter;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** What the browser's stream gets as the answer is made (docs/assistant.md#streaming). */
export type AnswerSink = {
  sources(sources: AssistantSource[]): void;
  delta(text: string): void;
};

/** Passages handed to the provider. */
const PASSAGES_FOR_PROVIDER = 4;
/**
 * Raw characters held back while streaming, so a repeated system prompt is caught before any of
 * it leaves (the guard compares 40 characters at a time; see answer-composer.ts).
 */
const STREAM_HOLD_BACK = 80;

class PromptLeak extends Error {}

const t = assistantMessages.extractive;

type ProviderOutcome = { completion: Completion | null; usage: Usage | null; attempted: boolean };

async function callProvider(
  deps: AskDeps,
  settings: ProviderSettings,
  systemPrompt: string,
  passages: Passage[],
  question: string,
  sink: AnswerSink | undefined,
): Promise<ProviderOutcome> {
  const messages = buildProviderMessages(
    systemPrompt,
    passages.slice(0, PASSAGES_FOR_PROVIDER),
    question,
  );
  const leaks = createLeakGuard(systemPrompt);
  let usage: Usage | null = null;
  try {
    const completion = await deps.gate.run(() => {
      // Once there is a turn: a busy refusal comes before the stream opens.
      sink?.sources(sourcesOf(passages.slice(0, PASSAGES_FOR_PROVIDER)));
      return withOneRetry(async () => {
        if (!sink) return completeChat(settings, messages, deps.policy);
        let said = '';
        let sent = 0;
        const result = await streamChat(settings, messages, deps.policy, (piece) => {
          said += piece;
          if (leaks(said)) throw new PromptLeak();
          const upTo = said.length - STREAM_HOLD_BACK;
          if (upTo > sent) {
            sink.delta(said.slice(sent, upTo));
            sent = upTo;
          }
        });
        if (!leaks(result.text) && result.text.length > sent) sink.delta(result.text.slice(sent));
        return result;
      });
    });
    usage = completion.usage;
    if (leaks(completion.text)) throw new PromptLeak();
    return { completion, usage, attempted: true };
  } catch (error) {
    if (error instanceof AppError) throw error; // busy: the caller answers 503
    const partialUsage = (error as { usage?: Usage | null }).usage ?? usage;
    deps.log.warn(
      { err: error instanceof PromptLeak ? 'prompt leak' : error },
      'AI provider answer discarded; answering from the knowledge base',
    );
    return { completion: null, usage: partialUsage, attempted: true };
  }
}

export async function ask(
  deps: AskDeps,
  viewer: Viewer,
  input: RagAskRequest,
  sink?: AnswerSink,
): Promise<RagAnswer> {
  const started = performance.now();
  const now = deps.now?.() ?? new Date();
  const row = await readSettingsRow(deps.db);
  const control = agentControlOf(row);
  const settings = providerSettingsOf(row, deps.secretBox);
  const providerOn =
    settings !== null && control.channels.WEB_CHAT && isWithinHours(control.hours, now);
  const wantsPerson = asksForPerson(input.query, control.handOff.keywords);
  // docs/assistant.md#embeddings: the question's vector, when an embeddings model is configured
  // and the provider may be called now (a hand-off is not sent to it); nothing of it otherwise.
  let embeddingTokens = 0;
  const embedder =
    providerOn && row.embeddingsModel && !wantsPerson
      ? createEmbedder(
          deps,
          settings,
          row.embeddingsModel,
          (usage) => void (embeddingTokens = usage.promptTokens),
        )
      : null;
  const [found, departments, unhelpful] = await Promise.all([
    // Identity from the token only: `input.context` is never read here.
    deps.search(deps.db, viewer, input.query, { limit: 6, embedder }),
    deps.departments(deps.db),
    control.handOff.afterUnhelpfulAnswers > 0
      ? records.countUnhelpful(deps.db, viewer.userId, input.sessionId)
      : Promise.resolve(0),
  ]);
  const passages = found.passages; // best first
  const tooManyUnhelpful =
    control.handOff.afterUnhelpfulAnswers > 0 && unhelpful >= control.handOff.afterUnhelpfulAnswers;
  const department = guessDepartment(departments, input.query, found.confident ? passages : []);

  let answer: string;
  let sources: AssistantSource[] = [];
  let fallback = true;
  let model: string | null = null;
  let usage: Usage | null = null;

  if (wantsPerson || !found.confident || passages.length === 0) {
    answer = wantsPerson ? t.handOff : t.notFound;
    sink?.sources([]);
  } else {
    const used = passages.slice(0, PASSAGES_FOR_PROVIDER);
    let outcome: ProviderOutcome = { completion: null, usage: null, attempted: false };
    if (providerOn) {
      outcome = await callProvider(
        deps,
        settings,
        systemPromptOf(row),
        passages,
        input.query,
        sink,
      );
      model = settings.model;
      usage = outcome.usage;
    }
    if (outcome.completion) {
      answer = outcome.completion.text.trim();
      sources = sourcesOf(used);
      fallback = false;
    } else {
      const extractive = extractiveAnswer(passages);
      answer = extractive.answer;
      sources = extractive.sources;
      if (!providerOn) sink?.sources(sources);
    }
    if (tooManyUnhelpful) answer = `${answer}\n\n${t.afterUnhelpful}`;
  }

  const shouldCreateTicket = wantsPerson || tooManyUnhelpful || !found.confident;
  const cost =
    costOf(pricesOf(row), model, usage) +
    costOf(pricesOf(row), embedder?.model ?? null, {
      promptTokens: embeddingTokens,
      completionTokens: 0,
    });
  const queryId = await records.insertQuery(deps.db, {
    userId: viewer.userId,
    sessionId: input.sessionId,
    channel: 'WEB_CHAT',
    query: input.query,
    answer,
    sources,
    fallback,
    confident: found.confident,
    shouldCreateTicket,
    departmentId: department?.id ?? null,
    model,
    promptTokens: usage?.promptTokens ?? 0,
    completionTokens: usage?.completionTokens ?? 0,
    embeddingTokens,
    latencyMs: Math.round(performance.now() - started),
    cost,
  });
  if (cost > 0) {
    await checkBudget(deps, now).catch((error: unknown) =>
      deps.log.error({ err: error }, 'AI budget check failed'),
    );
  }
  return {
    answer,
    sessionId: input.sessionId,
    shouldCreateTicket,
    suggestedTicket: shouldCreateTicket ? suggestTicket(input.query, department) : null,
    sources,
    fallback,
    queryId,
  };
}

const soles = (value: number) =>
  `S/ ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * When the month's spend crosses the budget's alert share, the administrators are told once
 * that month: the claim on the settings' row and their notifications commit together, so two
 * instances crossing it at the same moment tell them once (docs/assistant.md#costs).
 */
export async function checkBudget(deps: AskDeps, now: Date): Promise<boolean> {
  const row = await readSettingsRow(deps.db);
  const budget = Number(row.monthlyBudget);
  const { month, from, to } = limaMonthOf(now);
  if (budget <= 0 || row.budgetAlertMonth === month) return false;
  const spent = await records.spentBetween(deps.db, from, to);
  if (spent < budget * row.alertShare) return false;
  const announce = await deps.db.transaction(async (tx) => {
    if (!(await records.claimBudgetAlert(tx, month))) return null;
    const percent = Math.floor((spent / budget) * 100);
    return deps.alertAdministrators(tx, {
      type: 'AI_BUDGET_ALERT',
      title: assistantMessages.budgetAlert.title,
      message: assistantMessages.budgetAlert.message(percent, soles(spent), soles(budget)),
    });
  });
  announce?.();
  return announce !== null;
}
