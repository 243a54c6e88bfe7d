// The benches measured inside the server's workspace (retrieval, the SLA check, the SLA
// dashboard): each is a script under apps/server/src/scripts that seeds its own database, times
// in-process, logs on stderr and prints its result rows as the last line of stdout. This starts
// one, relays its log, and returns its rows and, when asked, its plans (stderr from a marker on).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './server';
import type { ResultRow } from './tickets';

export async function runServerScriptBench({
  script,
  serverUrl,
  log,
  plans,
}: {
  /** The script's file name under apps/server/src/scripts. */
  script: string;
  serverUrl: string;
  log: (line: string) => void;
  /** The report's heading for the plans, and the stderr line they start at. */
  plans?: { title: string; from: string };
}): Promise<{ rows: ResultRow[]; plans: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/scripts/${script}`, serverUrl], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    log(chunk.toString().trimEnd());
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  const rows = JSON.parse(output.trim().split('\n').at(-1)!) as ResultRow[];
  if (!plans) return { rows, plans: '' };
  const text = errors.slice(errors.indexOf(plans.from)).trim();
  return {
    rows,
    plans: `## EXPLAIN (ANALYZE, BUFFERS), ${plans.title}\n\n\`\`\`\n${text}\n\`\`\`\n`,
  };
}
