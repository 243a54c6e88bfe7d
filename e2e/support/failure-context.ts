import type { Page, Request } from 'playwright-core';

// When a journey fails, CI keeps only the end of its output: the failure's own message. So
// failure-hook.ts adds to it where each page of the journey stood, as followed here
// (docs/conventions.md#when-a-journey-fails): its address, its headings and alerts, the last
// requests and console errors that went wrong, and the requests still unanswered.

type Trail = { page: Page; events: string[]; pending: Map<Request, number> };

const KEPT_EVENTS = 6;
const open = new Set<Trail>();

/** Follows a journey's page until it closes; newPage (browser.ts) calls it for every page. */
export function followPage(page: Page): void {
  const trail: Trail = { page, events: [], pending: new Map() };
  const note = (event: string) => {
    trail.events.push(event.slice(0, 200));
    if (trail.events.length > KEPT_EVENTS) trail.events.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('request', (request) => trail.pending.set(request, Date.now()));
  page.on('requestfinished', (request) => trail.pending.delete(request));
  page.on('requestfailed', (request) => {
    trail.pending.delete(request);
    note(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`);
  });
  page.on('close', () => open.delete(trail));
  open.add(trail);
}

async function describePage({ page, events, pending }: Trail): Promise<string> {
  const now = Date.now();
  const waiting = [...pending]
    .filter(([request]) => request.resourceType() !== 'websocket')
    .slice(0, KEPT_EVENTS)
    .map(([request, since]) => `  waiting ${now - since} ms: ${request.method()} ${request.url()}`);
  const seen = await page
    .evaluate(() => {
      const texts = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120))
          .filter(Boolean);
      return {
        headings: texts('h1, h2'),
        alerts: texts('[role="alert"], [role="status"], [data-sonner-toast]'),
      };
    })
    .catch(() => ({ headings: [], alerts: [] }));
  return [
    `page ${page.url()}`,
    `  headings: ${seen.headings.join(' | ') || '(none)'}`,
    `  alerts: ${seen.alerts.join(' | ') || '(none)'}`,
    ...events.map((event) => `  ${event}`),
    ...waiting,
  ].join('\n');
}

/** Where the pages followed since the last `forgetPages` stood (failure-hook.ts). */
export async function describeOpenPages(): Promise<string> {
  return (await Promise.all([...open].map(describePage))).join('\n');
}

/** After each test: its pages are not the next one's. */
export function forgetPages(): void {
  open.clear();
}
