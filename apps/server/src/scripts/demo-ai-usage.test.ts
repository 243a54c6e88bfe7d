import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { selectRows, type Database } from '../db/client';
import { costOf } from '../modules/assistant/costs';
import { costFigures } from '../modules/assistant/records.repository';
import { DEMO_AI_BUDGET, DEMO_AI_PRICES, planAiUsage, seedAiUsage } from './demo-ai-usage';
import { seedKnowledgeArticles } from './demo-knowledge';
import { DEMO_ARTICLES } from './demo-knowledge-articles';
import { seedOrganisation } from './demo-organisation';
import type { DemoCast } from './demo-specs';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 86_400_000;

describe('the demo assistant history (Costos de IA)', () => {
  let database: Database;
  let cast: DemoCast;
  let articleIds: Map<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    cast = (await seedOrganisation(database.db)).cast;
    const admin = {
      userId: cast.adminId,
      role: 'ADMIN' as const,
      name: '',
      email: '',
      departmentIds: [],
      customerId: null,
    };
    articleIds = (await seedKnowledgeArticles(database.db, admin)).idsByKey;
  }, 120_000);
  afterAll(() => database.close());

  it('draws 90 days of questions, the same from the same seed and moment', () => {
    const plan = planAiUsage(cast, articleIds, { now: NOW, days: 90 });
    expect(plan).toEqual(planAiUsage(cast, articleIds, { now: NOW, days: 90 }));
    const times = plan.queries.map((row) => row.createdAt.getTime());
    expect(plan.queries.length).toBeGreaterThan(500);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 90 * DAY);
    expect(Math.min(...times)).toBeLessThan(NOW.getTime() - 85 * DAY);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    const days = new Set(plan.queries.map((row) => row.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(85);
  });

  it('prices each answer from the table, and answers without a provider cost nothing', () => {
    const { queries } = planAiUsage(cast, articleIds, { now: NOW, days: 90 });
    const models = new Set(queries.map((row) => row.model));
    expect(models).toEqual(new Set(['gpt-4o-mini', 'gpt-4o', null]));
    for (const row of queries) {
      const usage = row.model
        ? { promptTokens: row.promptTokens!, completionTokens: row.completionTokens! }
        : null;
      expect(row.cost).toBe(costOf(DEMO_AI_PRICES, row.model ?? null, usage).toFixed(6));
      if (!row.model) {
        expect([row.promptTokens, row.completionTokens, row.cost]).toEqual([0, 0, '0.000000']);
        expect(row.fallback).toBe(true);
      }
      // A question nobody answered offers a ticket and quotes nothing.
      if (!row.confident) {
        expect(row.shouldCreateTicket).toBe(true);
        expect(row.sources).toEqual([]);
        expect(row.model).toBeNull();
      }
    }
    expect(queries.some((row) => !row.confident)).toBe(true);
  });

  it('never quotes the staff-only article to a client', () => {
    const { queries } = planAiUsage(cast, articleIds, { now: NOW, days: 90 });
    const staffArticle = DEMO_ARTICLES.find((article) => article.audience === 'STAFF')!;
    const staffId = articleIds.get(staffArticle.key);
    const clients = new Set(cast.customers.flatMap((c) => c.clients.map((client) => client.id)));
    for (const row of queries) {
      const quoted = (row.sources as Array<{ id: string }>).map((source) => source.id);
      if (clients.has(row.userId!)) expect(quoted).not.toContain(staffId);
    }
  });

  it('writes the history once, with the price table and a budget, for the costs page', async () => {
    const written = await seedAiUsage(database.db, cast, articleIds, { now: NOW, days: 90 });
    expect(written).toBeGreaterThan(500);
    expect(await seedAiUsage(database.db, cast, articleIds, { now: NOW, days: 90 })).toBe(0);
    const [settings] = await selectRows<{ prices: unknown; monthly_budget: string }>(
      database.db,
      sql`SELECT prices, monthly_budget FROM ai_settings WHERE id = 1`,
    );
    expect(settings!.prices).toEqual(DEMO_AI_PRICES);
    expect(Number(settings!.monthly_budget)).toBe(DEMO_AI_BUDGET);

    const figures = await costFigures(database.db, {
      from: new Date(NOW.getTime() - 90 * DAY),
      to: NOW,
    });
    expect(figures.total.queries).toBe(written);
    expect(figures.total.cost).toBeGreaterThan(0);
    expect(figures.byDay.length).toBeGreaterThanOrEqual(85);
    expect(figures.byModel.map((row) => row.model).sort()).toEqual(
      ['gpt-4o', 'gpt-4o-mini', null].sort(),
    );
    const departments = figures.byDepartment.map((row) => row.departmentName);
    expect(departments).toContain('Facturación Electrónica');
    expect(departments).toContain(null);
    expect(figures.byUser.length).toBeGreaterThan(10);
    const [votes] = await selectRows<{ helpful: number; unhelpful: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE rating = 5)::int AS helpful,
            count(*) FILTER (WHERE rating = 1)::int AS unhelpful FROM ai_feedback`,
    );
    expect(votes!.helpful).toBeGreaterThan(0);
    expect(votes!.unhelpful).toBeGreaterThan(0);
  });
});
