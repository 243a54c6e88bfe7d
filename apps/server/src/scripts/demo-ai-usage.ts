import { count, sql } from 'drizzle-orm';
import type { AiModelPrice } from '@atiende/contracts';
import type { Db } from '../db/client';
import { aiFeedback, aiQueries } from '../db/schema/index';
import { costOf } from '../modules/assistant/costs';
import { ASSISTANT_EVAL_SET } from './assistant-eval-set';
import { DEMO_ARTICLES } from './demo-knowledge-articles';
import {
  DAY,
  HOUR,
  MINUTE,
  createRandom,
  limaClock,
  limaMidnight,
  type Random,
} from './demo-random';
import type { DemoCast } from './demo-specs';

/**
 * The demo's assistant history (docs/operations.md#demo-data, docs/assistant.md#costs-page): 90
 * days of questions clients and técnicos asked the assistant — the evaluation set's questions,
 * as they write them — answered by a provider (two models with the price table below), from the
 * knowledge base alone, or not at all, with some "Me ayudó" / "No me ayudó" votes, so
 * "Costos de IA" has days, models, departments, users and knowledge gaps to show. Written once:
 * a help desk that already has assistant queries gets none.
 */

/** Soles per million tokens (about USD 0.15 / 0.60 and 2.50 / 10 at S/ 3.80). */
export const DEMO_AI_PRICES: AiModelPrice[] = [
  { model: 'gpt-4o-mini', promptPer1M: 0.57, completionPer1M: 2.28 },
  { model: 'gpt-4o', promptPer1M: 9.5, completionPer1M: 38 },
];
/** The monthly budget the demo sets when none is set: about S/ 1.30 of it is spent a month. */
export const DEMO_AI_BUDGET = 3;
const AI_SEED = 19_000_019;

/** The department an article's category belongs to (by a word of the department's name). */
const CATEGORY_DEPARTMENT: Record<string, string> = {
  'Punto de venta': 'POS',
  'Facturación electrónica': 'Facturación',
  Redes: 'Redes',
  Capacitación: 'Capacitación',
  Correo: 'Correo',
  'Cuenta y acceso': 'Accesos',
  ERP: 'ERP',
};

type QueryRow = typeof aiQueries.$inferInsert & { id: string; createdAt: Date };
type FeedbackRow = typeof aiFeedback.$inferInsert;

export type PlannedAiUsage = { queries: QueryRow[]; feedback: FeedbackRow[] };

type Asker = { id: string; isStaff: boolean };

function askersOf(cast: DemoCast): Asker[] {
  const clients = cast.customers.flatMap((customer) =>
    customer.clients.map((client) => ({ id: client.id, isStaff: false })),
  );
  const staff = [
    ...new Set(cast.departments.flatMap((department) => department.members.map((m) => m.id))),
  ].map((id) => ({ id, isStaff: true }));
  return [...clients, ...staff];
}

/** Queries of one Lima day: more on weekdays and during office hours, growing over the period. */
function dayQueries(random: Random, weekday: number, progress: number): number {
  const base = weekday === 0 ? 2 : weekday === 6 ? 5 : 11;
  return Math.max(0, Math.round(base * (0.7 + 0.6 * progress) + random.int(-2, 3)));
}

function officeMoment(random: Random, midnight: number): number {
  const hour = random.weighted<number>([
    [8, 2],
    [9, 4],
    [10, 5],
    [11, 5],
    [12, 3],
    [13, 2],
    [14, 4],
    [15, 5],
    [16, 4],
    [17, 3],
    [18, 2],
    [20, 1],
    [22, 1],
  ]);
  return midnight + hour * HOUR + random.int(0, 59) * MINUTE + random.int(0, 59) * 1000;
}

/**
 * Draws the history: the same cast, article ids, seed and "now" give the same rows. `articleIds`
 * maps an article's key to its id (seedKnowledgeArticles).
 */
export function planAiUsage(
  cast: DemoCast,
  articleIds: ReadonlyMap<string, string>,
  options: { now: Date; days: number; seed?: number },
): PlannedAiUsage {
  const random = createRandom(options.seed ?? AI_SEED);
  const askers = askersOf(cast);
  const articles = new Map(DEMO_ARTICLES.map((article) => [article.key, article]));
  const departmentOf = (category: string) => {
    const word = CATEGORY_DEPARTMENT[category];
    return word ? (cast.departments.find((d) => d.name.includes(word))?.id ?? null) : null;
  };
  const answerable = ASSISTANT_EVAL_SET.filter((item) => item.expected !== null);
  const unanswerable = ASSISTANT_EVAL_SET.filter((item) => item.expected === null);
  const now = options.now.getTime();
  const queries: QueryRow[] = [];
  const feedback: FeedbackRow[] = [];
  const firstDay = limaMidnight(now) - (options.days - 1) * DAY;
  for (let day = 0; day < options.days; day += 1) {
    const midnight = firstDay + day * DAY;
    const total = dayQueries(random, limaClock(midnight + 12 * HOUR).weekday, day / options.days);
    for (let n = 0; n < total; n += 1) {
      const at = officeMoment(random, midnight);
      if (at >= now) continue;
      const isStaff = random.chance(0.2);
      const asker = random.pick(askers.filter((a) => a.isStaff === isStaff));
      const sessionId = `session_${at}_${asker.id}`;
      const isAnswerable = random.chance(0.88);
      const item = random.pick(isAnswerable ? answerable : unanswerable);
      const article = item.expected ? articles.get(item.expected) : undefined;
      const articleId = item.expected ? articleIds.get(item.expected) : undefined;
      // Staff-only articles are never quoted to clients: such a question goes unanswered.
      const isAnswered =
        !!article && !!articleId && (asker.isStaff || article.audience !== 'STAFF');
      const model = isAnswered
        ? random.weighted<string | null>([
            ['gpt-4o-mini', 70],
            ['gpt-4o', 15],
            [null, 15],
          ])
        : null;
      const usage = model
        ? { promptTokens: random.int(900, 2300), completionTokens: random.int(110, 460) }
        : null;
      const id = random.uuid();
      const sources =
        isAnswered && article
          ? [
              {
                type: 'ARTICLE',
                id: articleId,
                title: article.title,
                url: `/ayuda/articulos/${articleId}`,
              },
            ]
          : [];
      const answer = isAnswered
        ? `Según el artículo "${article!.title}": ${article!.body.split('\n\n')[0]}`
        : 'No encontré una respuesta confiable en la base de conocimiento. ¿Quieres que cree un ticket para que el equipo te ayude?';
      queries.push({
        id,
        userId: asker.id,
        sessionId,
        channel: 'WEB_CHAT',
        query: item.question,
        answer,
        sources,
        fallback: model === null,
        confident: isAnswered,
        shouldCreateTicket: !isAnswered,
        departmentId: isAnswered && article ? departmentOf(article.category) : null,
        model,
        promptTokens: usage?.promptTokens ?? 0,
        completionTokens: usage?.completionTokens ?? 0,
        latencyMs: model ? random.int(900, 4800) : random.int(35, 260),
        cost: costOf(DEMO_AI_PRICES, model, usage).toFixed(6),
        createdAt: new Date(at),
      });
      if (random.chance(isAnswered ? 0.16 : 0.35)) {
        const rating = isAnswered && random.chance(0.75) ? 5 : 1;
        feedback.push({
          userId: asker.id,
          queryId: id,
          sessionId,
          query: item.question,
          response: answer,
          rating,
          createdAt: new Date(Math.min(now - 1000, at + random.int(20, 240) * 1000)),
        });
      }
    }
  }
  queries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { queries, feedback };
}

/**
 * Writes the planned history in one transaction when the help desk has no assistant queries
 * yet, and the demo's price table and budget when the administrators set none. Returns the
 * number of queries written (0: already there).
 */
export async function seedAiUsage(
  db: Db,
  cast: DemoCast,
  articleIds: ReadonlyMap<string, string>,
  options: { now: Date; days: number; seed?: number },
): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(aiQueries);
  if (existing!.n > 0) return 0;
  const plan = planAiUsage(cast, articleIds, options);
  await db.transaction(async (tx) => {
    for (let start = 0; start < plan.queries.length; start += 500) {
      await tx.insert(aiQueries).values(plan.queries.slice(start, start + 500));
    }
    for (let start = 0; start < plan.feedback.length; start += 500) {
      await tx.insert(aiFeedback).values(plan.feedback.slice(start, start + 500));
    }
    await tx.execute(sql`INSERT INTO ai_settings (id, prices, monthly_budget)
      VALUES (1, ${JSON.stringify(DEMO_AI_PRICES)}::jsonb, ${DEMO_AI_BUDGET})
      ON CONFLICT (id) DO UPDATE SET prices = EXCLUDED.prices,
        monthly_budget = EXCLUDED.monthly_budget
      WHERE ai_settings.prices = '[]'::jsonb AND ai_settings.monthly_budget = 0`);
  });
  return plan.queries.length;
}
