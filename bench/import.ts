// The spreadsheet import of issue 6 (docs/imports.md): BENCH_IMPORT_ROWS (100,000) customers as
// CSV and as XLSX, each uploaded, validated (dry run) and imported through the API of the built
// server on PostgreSQL (a fresh database on BENCH_DATABASE_URL's server, dropped afterwards).
// Reports rows/s of each phase and the server's RSS: sampled peak during the phase, and VmHWM.
// The CSV is then imported a second time: every row is found and skipped (idempotency).
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { BENCH_ADMIN, rssMb, startServer, stopServer } from './server';
import type { ResultRow } from './tickets';

type Options = { port: number; serverUrl: string; log: (line: string) => void };

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RSS_BUDGET_MB = 200; // docs/conventions.md#quality-bars-and-budgets: the server under load on PostgreSQL

function row(index: number): string[] {
  return [
    `Restaurante Bench ${index} S.A.C.`,
    String(20_000_000_000 + index),
    `contacto${index}@bench.pe`,
    `01 ${String(4_000_000 + (index % 1_000_000)).slice(-7)}`,
    `Cadena ${index % 200}`,
    `Av. Principal ${index}, Lima`,
  ];
}
const HEADER = ['Razón social', 'RUC', 'Email', 'Teléfono', 'Cadena', 'Dirección'];

async function writeCsv(file: string, first: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(`\uFEFF${HEADER.join(';')}\r\n`);
  for (let index = first; index < first + ROWS; index += 1) {
    if (!out.write(`${row(index).join(';')}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file: string, first: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
  });
  const sheet = workbook.addWorksheet('Clientes');
  sheet.addRow(HEADER).commit();
  for (let index = first; index < first + ROWS; index += 1) sheet.addRow(row(index)).commit();
  sheet.commit();
  await workbook.commit();
}

type Api = <T>(method: string, route: string, body?: object | FormData) => Promise<T>;

function apiFor(baseUrl: string, token: string): Api {
  return async (method, route, body) => {
    const response = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: never }).data;
  };
}

/** Runs `work` while sampling the server's RSS every 100 ms; answers its time and the peak. */
async function sampled<T>(pid: number, work: () => Promise<T>) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, peakMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

function hwmMb(pid: number): number {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

export async function measureImport({ port, serverUrl, log }: Options): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  const workDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-import-'));
  const name = 'atiende_bench_import';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const files = {
    csv: path.join(workDir, 'clientes.csv'),
    xlsx: path.join(workDir, 'clientes.xlsx'),
  };
  log(`import: writing ${ROWS.toLocaleString('en')} rows as CSV and XLSX`);
  await writeCsv(files.csv, 1);
  await writeXlsx(files.xlsx, ROWS + 1);
  const server = await startServer(path.join(workDir, 'data'), port, url.toString());
  const pid = server.child.pid!;
  try {
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const api = apiFor(`http://127.0.0.1:${port}`, token);
    // The server's own footprint before any import: what the import adds is measured against it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleMb = rssMb(pid);
    rows.push({
      measure: 'import: server RSS idle, before the first upload',
      value: `${idleMb.toFixed(0)} MB`,
      budget: '—',
      verdict: '—',
    });
    const runs: Array<[string, keyof typeof files]> = [
      ['CSV', 'csv'],
      ['XLSX', 'xlsx'],
      ['CSV again (every row skipped)', 'csv'],
    ];
    for (const [label, format] of runs) {
      const sizeMb = statSync(files[format]).size / 1_048_576;
      log(`import: ${label} (${sizeMb.toFixed(1)} MB)`);
      const form = new FormData();
      form.append('entity', 'CUSTOMERS');
      form.append('file', new Blob([readFileSync(files[format])]), path.basename(files[format]));
      const uploaded = await sampled(pid, () =>
        api<{ job: { id: string }; suggestedMapping: Record<string, string> }>(
          'POST',
          '/imports',
          form,
        ),
      );
      const { job, suggestedMapping: mapping } = uploaded.result;
      const validated = await sampled(pid, () =>
        api<{ totalRows: number; createdRows: number; skippedRows: number }>(
          'POST',
          `/imports/${job.id}/validate`,
          { mapping },
        ),
      );
      const imported = await sampled(pid, async () => {
        await api('POST', `/imports/${job.id}/start`, { mapping });
        for (;;) {
          const { import: state } = await api<{
            import: { phase: string; createdRows: number; skippedRows: number; failedRows: number };
          }>('GET', `/imports/${job.id}`);
          if (state.phase === 'COMPLETED' || state.phase === 'FAILED') return state;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      });
      const rate = (ms: number) => `${Math.round(ROWS / (ms / 1000)).toLocaleString('en')} rows/s`;
      const state = imported.result;
      rows.push(
        {
          measure: `import ${label}: upload + preview (${sizeMb.toFixed(1)} MB)`,
          value: `${(uploaded.ms / 1000).toFixed(1)} s, RSS peak ${uploaded.peakMb.toFixed(0)} MB`,
          budget: '—',
          verdict: '—',
        },
        {
          measure: `import ${label}: dry run of ${ROWS.toLocaleString('en')} rows`,
          value: `${(validated.ms / 1000).toFixed(1)} s (${rate(validated.ms)}), RSS peak ${validated.peakMb.toFixed(0)} MB`,
          budget: '—',
          verdict: '—',
        },
        {
          measure: `import ${label}: background import, batches of 500`,
          value: `${(imported.ms / 1000).toFixed(1)} s (${rate(imported.ms)}), ${state.phase}: ${state.createdRows} created, ${state.skippedRows} skipped, ${state.failedRows} failed; RSS peak ${imported.peakMb.toFixed(0)} MB`,
          budget: `RSS < ${RSS_BUDGET_MB} MB`,
          verdict: imported.peakMb < RSS_BUDGET_MB ? 'pass' : 'FAIL',
        },
      );
    }
    rows.push({
      measure: 'import: server peak resident memory (VmHWM) over the whole section',
      value: `${hwmMb(pid).toFixed(0)} MB (+${(hwmMb(pid) - idleMb).toFixed(0)} MB over idle)`,
      budget: `< ${RSS_BUDGET_MB} MB`,
      verdict: hwmMb(pid) < RSS_BUDGET_MB ? 'pass' : 'FAIL',
    });
  } finally {
    await stopServer(server.child);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  }
  return rows;
}
