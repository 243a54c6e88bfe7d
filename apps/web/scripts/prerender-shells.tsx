/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Writes dist/app-shells.json after `vite build`: the first screen of the pages named below, drawn
 * by the same components the pages use, as static HTML the server puts in `#app-shell`
 * (apps/server/src/platform/web-app.ts; docs/performance.md#first-paint). Run with tsx.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PublicTicketShell } from '../src/features/public-ticket/components/public-ticket-shell';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Exact paths only: a first screen drawn for the wrong page would be worse than none. */
const SHELLS: Array<{ paths: string[]; element: ReactElement }> = [
  { paths: ['/support', '/tickets/public'], element: <PublicTicketShell /> },
];

const routes = SHELLS.map(({ paths, element }) => ({
  paths,
  html: renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>),
}));
writeFileSync(path.join(distDir, 'app-shells.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
process.stdout.write(
  `prerender-shells: ${routes.length} first screen(s) in dist/app-shells.json\n`,
);
