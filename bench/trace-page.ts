// Where a page's load spends the main thread (issue 13's tool; docs/performance.md): the built
// server on an embedded DATA_DIR seeded with 300 tickets (kept in TRACE_DATA_DIR between runs),
// Debian's Chromium signed in as the bench administrator, then TRACE_RUNS cold loads of
// TRACE_PAGE (/tickets) at TRACE_CPU (4)× CPU slowdown, as Lighthouse's phone does. Prints the
// main thread's tasks over 20 ms (at 4×, as Lighthouse counts them; scaled at another TRACE_CPU) with what they did, when the largest content was painted, and
// JavaScript's self time by source file (the build's source maps, when it has them:
// `npx vite build --sourcemap` in apps/web). TRACE_SETTLE_MS (1000) keeps tracing that long after
// the network went quiet (the work a page does when idle); TRACE_TASK_FUNCTIONS=1 lists the
// functions inside each task over 50 ms (=inclusive: with their callers, TRACE_TASK_TOP lines);
// TRACE_DEBUG=1 prints each request and fetch as it leaves and counts the page's elements;
// TRACE_LAYOUT=1 prints each style, layout and paint over 3 ms with what Chromium says of it
// (elements, dirty objects, the painted area).
import { existsSync, mkdirSync, readFileSync, cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './lighthouse';
import { seedEmbedded } from './seed-tickets';
import { BENCH_ADMIN, root, startServer, stopServer } from './server';

const port = Number(process.env.TRACE_PORT ?? 3950);
const dataDir = process.env.TRACE_DATA_DIR ?? '/tmp/atiende-trace-data';
const dist = process.env.TRACE_WEB_DIST ?? path.join(root, 'apps/web/dist');
const pagePath = process.env.TRACE_PAGE ?? '/tickets';
const runs = Number(process.env.TRACE_RUNS ?? 3);
const cpuRate = Number(process.env.TRACE_CPU ?? 4);
const debug = Boolean(process.env.TRACE_DEBUG);
/**
 * Lighthouse's phone scales the tasks of an unthrottled load by 4: at another TRACE_CPU the
 * listed tasks, the ones whose functions are listed and the blocking time are scaled to match.
 */
const toLighthouse = 4 / cpuRate;
const minTaskMicros = 20_000 / toLighthouse;
const baseUrl = `http://127.0.0.1:${port}`;

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url)!;
  let map: TraceMap | null = null;
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.map`)) map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
  maps.set(url, map);
  return map;
}

function sourceOf(frame: ProfileNode['callFrame'], withLine = false): string {
  if (!frame.url) return frame.functionName || '(native)';
  if (!frame.url.startsWith(baseUrl)) return frame.url;
  const map = mapOf(frame.url);
  if (!map) return new URL(frame.url).pathname;
  const original = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = (
    original.source ?? `?${new URL(frame.url).pathname}:${frame.lineNumber}:${frame.columnNumber}`
  )
    .replace(/^.*node_modules\//, 'npm:')
    .replace(/^(\.\.\/)+/, '');
  return withLine
    ? `${source}:${original.line ?? '?'}${original.name ? ` ${original.name}` : ''}`
    : source;
}

function summariseProfile(
  profile: Profile,
  until: number | null,
  byFunction = false,
): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (until !== null && t > until) break;
    const node = byId.get(profile.samples[i]!)!;
    const file = sourceOf(node.callFrame, byFunction);
    const key = byFunction ? `${file} ${node.callFrame.functionName || '(anonymous)'}` : file;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return self;
}

/** Self time by function between two moments of the trace's clock (µs), for one long task. */
function functionsWithin(
  profile: Profile,
  from: number,
  to: number,
  inclusive = false,
): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (t < from) continue;
    if (t > to) break;
    const node = byId.get(profile.samples[i]!)!;
    const keyOf = (n: ProfileNode) =>
      `${sourceOf(n.callFrame, true)} ${n.callFrame.functionName || '(anonymous)'}`;
    const spent = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!inclusive) {
      const key = keyOf(node);
      self.set(key, (self.get(key) ?? 0) + spent);
      continue;
    }
    // Inclusive: every function on the sample's stack, once.
    const keys = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parents.get(n.id) ?? -1))
      keys.add(keyOf(n));
    for (const key of keys) self.set(key, (self.get(key) ?? 0) + spent);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

async function main() {
  if (!existsSync(path.join(dataDir, 'seeded'))) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    await stopServer((await startServer(dataDir, port)).child);
    await seedEmbedded(dataDir, 300);
    mkdirSync(path.join(dataDir, 'seeded'));
  }
  const webDist = path.join(dataDir, 'web-dist');
  rmSync(webDist, { recursive: true, force: true });
  cpSync(dist, webDist, { recursive: true });
  const server = await startServer(dataDir, port, undefined, { env: { WEB_DIST_DIR: webDist } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Lighthouse's flags (bench/lighthouse.ts); playwright-core adds headless itself.
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const login = await context.newPage();
    await login.goto(`${baseUrl}/login`);
    await login.getByLabel('Email').fill(BENCH_ADMIN.email);
    await login.getByLabel('Contraseña', { exact: true }).fill(BENCH_ADMIN.password);
    await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await login.waitForURL((url) => !url.pathname.startsWith('/login'));
    await login.close();
    const totals = new Map<string, number>();
    const functions = new Map<string, number>();
    for (let run = 1; run <= runs; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'v8.execute',
          'blink.user_timing',
        ],
      });
      await cdp.send('Profiler.start');
      // TRACE_DEBUG=1: each request as it leaves, each fetch with the page's clock, and a count
      // of the page's elements at the end (strings: the bench has no DOM types).
      const started = Date.now();
      if (debug) {
        await page.addInitScript(`{
          const original = window.fetch;
          window.fetch = (input, init) => {
            console.log('fetch @' + performance.now().toFixed(0) + ' ' + String(input instanceof Request ? input.url : input));
            return original(input, init);
          };
        }`);
        page.on('console', (message) => console.log(`  ${message.text()}`));
        page.on('request', (request) =>
          console.log(
            `  request +${Date.now() - started} ms ${request.url().replace(baseUrl, '')}`,
          ),
        );
      }
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(Number(process.env.TRACE_SETTLE_MS ?? 1000));
      if (debug) {
        console.log(page.url(), await page.locator('h1').allTextContents());
        const census = await page.evaluate(`(() => {
          const count = (selector) =>
            [...document.querySelectorAll(selector)].reduce((sum, el) => sum + el.querySelectorAll('*').length + 1, 0);
          return {
            all: document.querySelectorAll('*').length,
            header: count('header'),
            aside: count('aside'),
            main: count('main'),
            listItems: document.querySelectorAll('main li').length,
            firstItem: count('main li:first-child'),
            svg: document.querySelectorAll('svg').length,
            svgNodes: count('svg'),
            bodyChildren: [...document.body.children].map((el) => el.tagName + '#' + el.id + ':' + el.querySelectorAll('*').length),
          };
        })()`);
        console.log(JSON.stringify(census));
      }
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const buffer = await browser.stopTracing();
      const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const lcpEvents = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
      const mainThread = lcpEvents.at(-1);
      const navigation = events
        .filter(
          (e) =>
            e.name === 'navigationStart' &&
            e.pid === mainThread?.pid &&
            e.ts <= (mainThread?.ts ?? 0),
        )
        .at(-1);
      const t0 = navigation?.ts ?? 0;
      const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0);
      const lcp = events
        .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === mainThread?.pid)
        .at(-1);
      const fcp = events.find(
        (e) => e.name === 'firstContentfulPaint' && e.pid === mainThread?.pid,
      );
      console.log(
        `\n== run ${run}: FCP ${fcp ? rel(fcp.ts) : '?'} ms, LCP ${lcp ? rel(lcp.ts) : '?'} ms (at ${cpuRate}× CPU, no network throttling)`,
      );
      const onMain = events.filter((e) => e.pid === mainThread?.pid && e.tid === mainThread?.tid);
      const tasks = onMain.filter(
        (e) => e.name === 'RunTask' && (e.dur ?? 0) > minTaskMicros && e.ts >= t0,
      );
      let blocking = 0;
      for (const task of tasks) {
        const end = task.ts + task.dur!;
        const inside = onMain.filter(
          (e) => e !== task && e.ts >= task.ts && e.ts < end && e.ph === 'X',
        );
        const kinds = new Map<string, number>();
        for (const e of inside) {
          if (
            [
              'EvaluateScript',
              'FunctionCall',
              'v8.compile',
              'Layout',
              'UpdateLayoutTree',
              'Paint',
              'ParseHTML',
              'MajorGC',
              'MinorGC',
              'V8.GC_SCAVENGER',
              'TimerFire',
              'FireAnimationFrame',
              'FireIdleCallback',
              'EventDispatch',
              'v8.run',
              'RunMicrotasks',
              'ParseAuthorStyleSheet',
              'PrePaint',
              'Layerize',
              'HitTest',
              'XHRReadyStateChange',
              'ResourceReceivedData',
            ].includes(e.name)
          )
            kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
        }
        const urls = [
          ...new Set(
            inside.map((e) => (e.args?.data as { url?: string } | undefined)?.url).filter(Boolean),
          ),
        ]
          .map((u) => String(u).replace(baseUrl, ''))
          .slice(0, 3);
        // A task none of the usual kinds explains (the browser's own work): its longest events.
        if (kinds.size === 0)
          for (const e of inside) kinds.set(e.name, Math.max(kinds.get(e.name) ?? 0, e.dur ?? 0));
        const parts = [...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`)
          .join(', ');
        console.log(
          `  task @${rel(task.ts)} ms ${(task.dur! / 1000).toFixed(0)} ms: ${parts} ${urls.join(' ')}`,
        );
        if (process.env.TRACE_LAYOUT)
          for (const e of inside.filter(
            (e) => ['Layout', 'Paint', 'UpdateLayoutTree'].includes(e.name) && (e.dur ?? 0) > 3_000,
          ))
            console.log(
              `      ${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)} ms ${JSON.stringify(e.args)}`,
            );
        if (process.env.TRACE_TASK_FUNCTIONS && task.dur! * toLighthouse > 50_000) {
          const inclusive = process.env.TRACE_TASK_FUNCTIONS === 'inclusive';
          const top = Number(process.env.TRACE_TASK_TOP ?? 8);
          for (const [key, value] of functionsWithin(profile, task.ts, end, inclusive).slice(
            0,
            top,
          ))
            console.log(`      ${value.toFixed(0).padStart(5)}  ${key}`);
        }
        if (fcp && task.ts > fcp.ts)
          blocking += Math.max(0, (task.dur! * toLighthouse) / 1000 - 50);
      }
      console.log(`  blocking after FCP (tasks over 50 ms): ${blocking.toFixed(0)} ms`);
      // The profile's clock starts at Profiler.start, a moment before the navigation.
      const self = summariseProfile(profile, null);
      for (const [key, value] of self) totals.set(key, (totals.get(key) ?? 0) + value);
      for (const [key, value] of summariseProfile(profile, null, true))
        functions.set(key, (functions.get(key) ?? 0) + value);
      await page.close();
    }
    console.log(`\n== JavaScript self time by source, mean of ${runs} runs (ms at ${cpuRate}×)`);
    const rows = [...totals].map(([k, v]) => [k, v / runs] as const).sort((a, b) => b[1] - a[1]);
    for (const [key, value] of rows.slice(0, Number(process.env.TRACE_TOP ?? 45))) {
      if (key === '(idle)') continue;
      console.log(`  ${value.toFixed(0).padStart(6)}  ${key}`);
    }
    console.log(`\n== by function`);
    const fnRows = [...functions]
      .map(([k, v]) => [k, v / runs] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [key, value] of fnRows.slice(0, Number(process.env.TRACE_TOP ?? 45))) {
      console.log(`  ${value.toFixed(0).padStart(6)}  ${key}`);
    }
  } finally {
    await browser.close();
    await stopServer(server.child);
  }
}

await main();
