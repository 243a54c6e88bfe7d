// `npm run eval:assistant` (docs/assistant.md#evaluation): a fresh embedded database with the
// demo's knowledge base, retrieval run for every question of the evaluation set as a client
// would ask it, hit@3 and the unanswerable questions told apart. Exits 1 below either target.
import { PGlite } from '@electric-sql/pglite';
import { databaseFromPglite, PGLITE_EXTENSIONS } from '../db/client';
import { users } from '../db/schema/index';
import { searchKnowledge } from '../modules/knowledge/index';
import type { Viewer } from '../modules/tickets/index';
import { ASSISTANT_EVAL_SET } from './assistant-eval-set';
import { seedKnowledgeArticles } from './demo-knowledge';

const HIT_AT_3_TARGET = 0.85;
const UNANSWERABLE_TARGET = 0.9;
const verbose = process.argv.includes('--verbose');

const database = databaseFromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
try {
  await database.migrate();
  const [admin, client] = await database.db
    .insert(users)
    .values([
      { name: 'Evaluación', email: 'eval-admin@atiende.pe', passwordHash: '-', role: 'ADMIN' },
      { name: 'Cliente', email: 'eval-cliente@atiende.pe', passwordHash: '-', role: 'CLIENT' },
    ])
    .returning();
  const viewerOf = (row: typeof admin): Viewer => ({
    userId: row!.id,
    role: row!.role,
    name: row!.name,
    email: row!.email,
    departmentIds: [],
    customerId: null,
  });
  const { idsByKey } = await seedKnowledgeArticles(database.db, viewerOf(admin));

  let answerable = 0;
  let hits = 0;
  let unanswerable = 0;
  let declined = 0;
  let answeredConfidently = 0;
  const misses: string[] = [];
  for (const { question, expected } of ASSISTANT_EVAL_SET) {
    const { passages, confident } = await searchKnowledge(database.db, viewerOf(client), question);
    const top = [...new Set(passages.map((passage) => passage.source.id))].slice(0, 3);
    const best = passages[0] ? `${passages[0].source.title} (${passages[0].score})` : '—';
    if (expected === null) {
      unanswerable += 1;
      if (!confident) declined += 1;
      else misses.push(`answered, should not: "${question}" → ${best}`);
    } else {
      answerable += 1;
      const hit = top.includes(idsByKey.get(expected)!);
      if (hit) hits += 1;
      else misses.push(`miss: "${question}" (want ${expected}) → ${best}`);
      if (hit && confident) answeredConfidently += 1;
      if (hit && !confident) misses.push(`not confident: "${question}" → ${best}`);
    }
    if (verbose) console.log(`${confident ? '✓' : '?'} ${question} → ${best}`);
  }
  const hitAt3 = hits / answerable;
  const declinedShare = declined / unanswerable;
  for (const miss of misses) console.log(miss);
  console.log(
    `hit@3 ${hitAt3.toFixed(3)} (${hits}/${answerable}, target ${HIT_AT_3_TARGET}) · ` +
      `unanswerable told apart ${declinedShare.toFixed(3)} (${declined}/${unanswerable}, target ${UNANSWERABLE_TARGET}) · ` +
      `answerable answered with confidence ${(answeredConfidently / answerable).toFixed(3)}`,
  );
  process.exitCode = hitAt3 >= HIT_AT_3_TARGET && declinedShare >= UNANSWERABLE_TARGET ? 0 : 1;
} finally {
  await database.close();
}
