// The assistant's retrieval (docs/assistant.md#retrieval, issue 19): `searchKnowledge` on
// PostgreSQL with BENCH_RETRIEVAL_CHUNKS (10,000) passages, budget p95 ≤ 50 ms
// (docs/conventions.md#quality-bars-and-budgets). The measuring runs in the server's workspace
// (apps/server/src/scripts/retrieval-bench.ts: a fresh database with the demo's knowledge base
// and resolved tickets, each question of the evaluation set asked as a client, a técnico and an
// administrator, timed in-process); this file starts it and reads its rows.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './server';
import type { ResultRow } from './tickets';

export const RETRIEVAL_P95_BUDGET_MS = 50;

export async function measureRetrieval({
  serverUrl,
  log,
}: {
  serverUrl: string;
  log: (line: string) => void;
}): Promise<ResultRow[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/scripts/retrieval-bench.ts', serverUrl],
    { cwd: path.join(root, 'apps/server'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log(chunk.toString().trimEnd()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`retrieval bench exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as ResultRow[];
}
