// The assistant's retrieval (docs/assistant.md#retrieval, issue 19): `searchKnowledge` on
// PostgreSQL with BENCH_RETRIEVAL_CHUNKS (10,000) passages, budget p95 ≤ 50 ms
// (docs/conventions.md#quality-bars-and-budgets). The measuring runs in the server's workspace
// (apps/server/src/scripts/retrieval-bench.ts: a fresh database with the demo's knowledge base
// and resolved tickets, each question of the evaluation set asked as a client, a técnico and an
// administrator, timed in-process); this file starts it and reads its rows.
import { runServerScriptBench } from './server-script';
import type { ResultRow } from './tickets';

export async function measureRetrieval(options: {
  serverUrl: string;
  log: (line: string) => void;
}): Promise<ResultRow[]> {
  return (await runServerScriptBench({ ...options, script: 'retrieval-bench.ts' })).rows;
}
