// The `lighthouse` section of `npm run bench` (docs/conventions.md#quality-bars-and-budgets:
// Lighthouse performance ≥ 90 with the mobile preset and ≥ 95 with the desktop one, accessibility
// 100, on /login, /support and /tickets).
//
// The built server runs on a temporary embedded DATA_DIR seeded with BENCH_LIGHTHOUSE_TICKETS
// (300) tickets and the usual reference data (seed-tickets.ts), serving a copy of apps/web/dist
// (or of BENCH_WEB_DIST, e.g. another commit's build to compare with) as its WEB_DIST_DIR, so
// a build started meanwhile in the same checkout cannot change the files under an audit. Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium) is started once by chrome-launcher with a fresh
// profile; Lighthouse connects to it through its debugging port. /login and /support are audited
// signed out (as a visitor sees them). Then playwright-core attaches to the same Chromium over
// CDP and signs in as BENCH_ADMIN through the login form, and /tickets is audited with that
// session: Lighthouse's storage reset only clears the HTTP cache, service workers, Cache Storage
// and file systems (its default clearStorageTypes), so the refresh cookie and the access token
// in localStorage survive while every audit is still a cold load. (`disableStorageReset: true`
// would keep the sign-in's cached assets and measure a warm load instead.) An audit that ends
// anywhere but the page it asked for (e.g. /login because the session was lost) fails the run.
//
// Each page is audited with Lighthouse's mobile preset (the default: Moto G Power, simulated
// slow 4G and 4x CPU slowdown) and its desktop preset, BENCH_LIGHTHOUSE_RUNS (3) times; the
// run with the median performance score is reported. BENCH_LIGHTHOUSE_PAGES=/login,/tickets
// audits only those pages, BENCH_LIGHTHOUSE_PRESETS=mobile only that preset; BENCH_LIGHTHOUSE_DIR=<dir> also writes every report there (.report.json
// and .report.html), with BENCH_LIGHTHOUSE_TRACE=1 each run's trace (.trace.json), and with
// BENCH_LIGHTHOUSE_LANTERN=1 what Lighthouse's simulation put in each paint's estimate
// (.lantern.txt: the files and main-thread tasks of the optimistic and pessimistic graphs of the
// first and largest contentful paints, each with its simulated start, end and size or length).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Config, type Result } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromium } from 'playwright-core';
import { seedEmbedded } from './seed-tickets';
import { BENCH_ADMIN, root, startServer, stopServer } from './server';
import type { ResultRow } from './tickets';

export const LIGHTHOUSE_PAGES = ['/login', '/support', '/tickets'] as const;
export const PERFORMANCE_BUDGET: Record<Preset, number> = { mobile: 90, desktop: 95 };
export const ACCESSIBILITY_BUDGET = 100;

/** The flags this machine needs (as e2e/support/browser.ts): no sandbox as root, no chatter. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Preset = 'mobile' | 'desktop';
const PRESETS: Record<Preset, Config> = {
  mobile: { extends: 'lighthouse:default' },
  desktop: desktopConfig,
};

export type LighthouseFigures = {
  page: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that failed, by id. */
  failingAccessibility: string[];
  /** Lighthouse's measure of the CPU at that run (higher is faster; others' work lowers it). */
  benchmarkIndex: number;
  /** The largest estimated savings of the performance audits, best first. */
  opportunities: string[];
};

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

function figuresOf(lhr: Result, page: string, preset: Preset): LighthouseFigures {
  const failingAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1)
    .map((audit) => audit.id);
  const opportunities = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const details = audit.details as
        { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const savings = audit.metricSavings ?? {};
      const ms = Math.max(
        details?.overallSavingsMs ?? 0,
        savings.LCP ?? 0,
        savings.FCP ?? 0,
        savings.TBT ?? 0,
      );
      const kb = (details?.overallSavingsBytes ?? 0) / 1024;
      const what = [
        ms > 0 ? `${Math.round(ms)} ms` : '',
        kb > 0 ? `${Math.round(kb)} KiB` : '',
        audit.displayValue && ms === 0 && kb === 0 ? audit.displayValue : '',
      ]
        .filter(Boolean)
        .join(', ');
      return { ms, kb, text: `${audit.id}${what ? ` (${what})` : ''}` };
    })
    .sort((a, b) => b.ms - a.ms || b.kb - a.kb)
    .slice(0, 4)
    .map((entry) => entry.text);
  return {
    page,
    preset,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    failingAccessibility,
    opportunities,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

async function audit(
  chrome: LaunchedChrome,
  url: string,
  preset: Preset,
  runs: number,
  reportDir: string | undefined,
): Promise<Result> {
  const lhrs: Result[] = [];
  for (let run = 1; run <= runs; run += 1) {
    let lhr: Result | undefined;
    // A run Lighthouse itself could not record (NO_FCP, NO_NAVSTART: seen on a busy machine)
    // is tried again, twice at most; it asks for exactly that.
    for (let attempt = 1; !lhr; attempt += 1) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
        },
        PRESETS[preset],
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!result.lhr.runtimeError) {
        lhr = result.lhr;
        // The page's trace beside the report, to see what each long task ran
        // (BENCH_LIGHTHOUSE_TRACE=1 with BENCH_LIGHTHOUSE_DIR).
        const name = `${new URL(url).pathname.slice(1).replaceAll('/', '-')}-${preset}-${run}`;
        if (reportDir && process.env.BENCH_LIGHTHOUSE_TRACE) {
          writeFileSync(
            path.join(reportDir, `${name}.trace.json`),
            JSON.stringify((result.artifacts as { Trace?: unknown }).Trace ?? null),
          );
        }
        if (reportDir && process.env.BENCH_LIGHTHOUSE_LANTERN) {
          writeFileSync(path.join(reportDir, `${name}.lantern.txt`), lanternGraphs());
        }
      } else if (attempt === 3) {
        throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      }
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) {
      throw new Error(`Lighthouse asked for ${url} and ended on ${landed} (session lost?)`);
    }
    if (reportDir) {
      const name = `${new URL(url).pathname.slice(1).replaceAll('/', '-')}-${preset}-${run}`;
      writeFileSync(path.join(reportDir, `${name}.report.json`), JSON.stringify(lhr));
      writeFileSync(path.join(reportDir, `${name}.report.html`), generateReport(lhr, 'html'));
    }
    lhrs.push(lhr);
  }
  // The median by performance score (Lighthouse's own advice for noisy runs).
  lhrs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return lhrs[Math.floor((lhrs.length - 1) / 2)]!;
}

/**
 * The paints' simulated graphs of the last Lighthouse run (the simulator keeps each simulation's
 * node timings by label): per graph, its network files (size, simulated start and end) and
 * main-thread tasks (simulated start, end, the scripts they evaluated or called), in order of end.
 */
function lanternGraphs(): string {
  type Timing = { startTime: number; endTime: number };
  type Node = {
    type: string;
    request?: { url: string; transferSize: number; priority: string };
    childEvents?: Array<{
      name: string;
      args?: { data?: { url?: string; functionName?: string } };
    }>;
  };
  const timings = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<
    string,
    Map<Node, Timing>
  >;
  const lines: string[] = [];
  for (const [label, nodes] of timings) {
    if (!/ContentfulPaint$/.test(label)) continue;
    const rows = [...nodes].sort((a, b) => a[1].endTime - b[1].endTime);
    const end = Math.max(...rows.map(([, timing]) => timing.endTime));
    lines.push(`## ${label}: ${end.toFixed(0)} ms`);
    for (const [node, { startTime, endTime }] of rows) {
      const span = `${startTime.toFixed(0).padStart(6)} ${endTime.toFixed(0).padStart(6)}`;
      if (node.request) {
        const { url, transferSize, priority } = node.request;
        const kb = (transferSize / 1024).toFixed(1).padStart(6);
        lines.push(`${span} ${kb} KB ${priority} ${url.replace(/^https?:\/\/[^/]+/, '')}`);
      } else {
        const events = (node.childEvents ?? [])
          .filter((event) =>
            /^(EvaluateScript|v8\.evaluateModule|FunctionCall|Layout|Paint|ParseHTML)$/.test(
              event.name,
            ),
          )
          .map((event) => {
            const where = event.args?.data?.url?.replace(/^.*\//, '') ?? '';
            return where ? `${event.name} ${where}` : event.name;
          });
        const summary = [...new Set(events)].slice(0, 6).join(', ');
        lines.push(`${span} ${(endTime - startTime).toFixed(0).padStart(6)} ms task: ${summary}`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Signs in through the login form in the default profile of the running Chromium. */
async function signIn(chrome: LaunchedChrome, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(BENCH_ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.close();
  } finally {
    await browser.close(); // connected over CDP: disconnects, the browser keeps running
  }
}

const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`;

export function lighthouseMarkdown(figures: LighthouseFigures[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| page | preset | performance | accessibility | LCP | TBT | CLS | CPU index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...figures.map(
      (row) =>
        `| ${row.page} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${ms(row.lcpMs)} | ${ms(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.benchmarkIndex} |`,
    ),
    '',
    '| page | preset | failing accessibility audits | top performance opportunities |',
    '| --- | --- | --- | --- |',
    ...figures.map(
      (row) =>
        `| ${row.page} | ${row.preset} | ${cell(row.failingAccessibility.join(', ') || '—')} | ${cell(row.opportunities.join('; ') || '—')} |`,
    ),
  ].join('\n');
}

export async function measureLighthouse(options: {
  port: number;
  log: (line: string) => void;
}): Promise<{ figures: LighthouseFigures[]; rows: ResultRow[]; markdown: string }> {
  const { port, log } = options;
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const tickets = Number(process.env.BENCH_LIGHTHOUSE_TICKETS ?? 300);
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
  const presets = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'mobile,desktop')
    .split(',')
    .filter((preset): preset is Preset => preset === 'mobile' || preset === 'desktop');
  const pages = (process.env.BENCH_LIGHTHOUSE_PAGES ?? LIGHTHOUSE_PAGES.join(','))
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  for (const page of pages) {
    if (!(LIGHTHOUSE_PAGES as readonly string[]).includes(page))
      throw new Error(`Unknown page ${page}: ${LIGHTHOUSE_PAGES.join(', ')}`);
  }
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const loadAverage = loadavg();
  if (loadAverage[0]! > cpus().length) {
    log(
      `   warning: load average ${loadAverage[0]!.toFixed(1)} on ${cpus().length} cores: the scores will be low and noisy`,
    );
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-lighthouse-'));
  const figures: LighthouseFigures[] = [];
  try {
    log(`== lighthouse: seeding ${tickets} tickets into an embedded database`);
    await stopServer((await startServer(dataDir, port)).child); // initdb, migrations, bench admin
    await seedEmbedded(dataDir, tickets);
    const webDistDir = path.join(dataDir, 'web-dist');
    cpSync(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'), webDistDir, {
      recursive: true,
    });
    const server = await startServer(dataDir, port, undefined, {
      env: { WEB_DIST_DIR: webDistDir },
    });
    let chrome: LaunchedChrome | undefined;
    try {
      chrome = await launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: CHROMIUM_FLAGS,
        logLevel: 'silent',
      });
      for (const page of pages) {
        if (page === '/tickets') await signIn(chrome, baseUrl);
        for (const preset of presets) {
          log(`   ${page}, ${preset} preset, ${runs} run(s)`);
          const lhr = await audit(chrome, `${baseUrl}${page}`, preset, runs, reportDir);
          figures.push(figuresOf(lhr, page, preset));
        }
      }
    } finally {
      chrome?.kill();
      await stopServer(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows: ResultRow[] = figures.map((row) => ({
    measure: `Lighthouse ${row.page}, ${row.preset} (median of ${runs})`,
    value: `performance ${row.performance}, accessibility ${row.accessibility}, LCP ${ms(row.lcpMs)}, TBT ${ms(row.tbtMs)}, CLS ${row.cls.toFixed(3)}`,
    budget: `≥ ${PERFORMANCE_BUDGET[row.preset]}, ${ACCESSIBILITY_BUDGET}`,
    verdict:
      row.performance >= PERFORMANCE_BUDGET[row.preset] && row.accessibility >= ACCESSIBILITY_BUDGET
        ? 'ok'
        : 'BELOW',
  }));
  // Simulated throttling scales the CPU time observed here: other work on the machine inflates
  // TBT and LCP. The CPU index column (Lighthouse's benchmarkIndex) and the load say how much.
  const load = `host load average ${loadAverage[0]!.toFixed(1)} (1 min) on ${cpus().length} cores at the start`;
  const markdown = `## Lighthouse (median of ${runs} runs, ${tickets} tickets seeded; ${load})\n\n${lighthouseMarkdown(figures)}\n`;
  return { figures, rows, markdown };
}
