import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
// Vite loads this file with Node, which cannot import the contracts package's TypeScript
// entry; relative imports are bundled with the config instead.
import { PRODUCT_NAME } from '../../packages/contracts/src/constants/limits';
import {
  OFFLINE_PAGE_PATH,
  WEB_APP_BACKGROUND_COLOR,
  WEB_APP_THEME_COLOR,
  WEB_MANIFEST_PATH,
} from '../../packages/contracts/src/constants/web-app';
import {
  offlinePageMessages,
  webAppManifestMessages,
} from '../../packages/contracts/src/messages/es/pwa';
import { pageMessages } from '../../packages/contracts/src/messages/es/pages';
import { renderOfflinePage } from './src/features/pwa/lib/offline-page';

// The API runs on 127.0.0.1:3000 in development; in production the server serves dist/ itself
// with an SPA fallback, so assets use absolute paths.
const apiTarget = 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/health': { target: apiTarget, changeOrigin: false },
  '/ws': { target: apiTarget, ws: true, changeOrigin: false },
  '/CHANGELOG.md': { target: apiTarget, changeOrigin: false },
};

function gitAtBuild(args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', timeout: 3_000 }).trim() || null;
  } catch {
    return null; // built outside a repository
  }
}

/**
 * Writes dist/version.json (docs/product/help-and-pwa.md version file; the app polls it,
 * docs/product/help-and-pwa.md). buildHash is a digest of everything emitted, so rebuilding the
 * same sources keeps it and never reloads users.
 */
function versionFile(): Plugin {
  return {
    name: 'atiende-version-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const digest = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const output = bundle[name];
        digest.update(name);
        if (output?.type === 'chunk') digest.update(output.code);
        else if (output) digest.update(output.source);
      }
      const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
      const commit = gitAtBuild(['rev-parse', 'HEAD']);
      const branch = gitAtBuild(['rev-parse', '--abbrev-ref', 'HEAD']);
      const file = {
        buildHash: digest.digest('hex').slice(0, 16),
        version: String(manifest.version),
        builtAt: new Date().toISOString(),
        commit,
        branch: branch === 'HEAD' ? null : branch,
      };
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify(file, null, 2)}\n`,
      });
    },
  };
}

/**
 * The lazy modules of the public form (/support), what a visitor's phone loads: the page, the
 * query provider and the session check's validation (the app provider loads it on every page).
 */
const PUBLIC_PAGE_MODULES = [
  'src/features/auth/api/auth-validation.ts',
  'src/app/query-route.tsx',
  'src/features/public-ticket/components/public-ticket-page.tsx',
];

/**
 * The pages whose code the server announces in the HTML it sends for them (docs/performance.md,
 * 2026-11-26): by path prefix, the lazy route modules the page needs at once. Without them the
 * browser only asks for those chunks after the entry has downloaded and run.
 */
/** The lazy modules /tickets draws its first screen with (the layout, the list, their data). */
const TICKET_LIST_MODULES = [
  'src/features/auth/api/auth-validation.ts',
  'src/app/query-route.tsx',
  'src/app/layout/main-layout.tsx',
  'src/features/tickets/ticket-list-pages.ts',
  // The list's answer is validated with this, asked for with the list (not after it).
  'src/features/tickets/api/ticket-list-validation.ts',
];

const ROUTE_PRELOADS: ReadonlyArray<{ paths: readonly string[]; modules: readonly string[] }> = [
  {
    paths: ['/support', '/tickets/public'],
    modules: PUBLIC_PAGE_MODULES,
  },
  {
    paths: ['/tickets'],
    modules: TICKET_LIST_MODULES,
  },
  {
    // The light dashboard is for slow lines: its chunk comes with the entry, not a round trip
    // later (docs/dashboards.md "Pantalla de pared y versión ligera").
    paths: ['/dashboard-simple'],
    modules: [
      'src/features/auth/api/auth-validation.ts',
      'src/app/query-route.tsx',
      'src/features/dashboard/simple/components/simple-page.tsx',
    ],
  },
];

/**
 * Writes dist/route-preloads.json: for each entry of ROUTE_PRELOADS, its paths and the chunks
 * (with their static imports, minus what the entry already loads) the server lists as
 * `<link rel="modulepreload">` in that page's HTML (apps/server/src/platform/web-app.ts).
 */
function routePreloads(): Plugin {
  return {
    name: 'atiende-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: readonly string[], into = new Set<string>()) => {
        for (const file of files) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const routes = ROUTE_PRELOADS.map(({ paths, modules }) => {
        const roots = modules.map((module) => {
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) this.error(`route-preloads: no chunk for ${module}`);
          return chunk.fileName;
        });
        const files = [...closure(roots)].filter((file) => !initial.has(file));
        return { paths, files: files.map((file) => `/${file}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}

/**
 * index.html's own error message, inside #root (docs/product/app-shell.md#error-pages): React
 * replaces it on its first render; if the app's code could not be downloaded at all (a network
 * cut, a proxy's 429), index.css shows it after 10 s instead of leaving a blank page.
 */
function bootFallback(): Plugin {
  const { title, description, reload } = pageMessages.appError;
  return {
    name: 'atiende-boot-fallback',
    transformIndexHtml(html) {
      return html.replace(
        '<div id="root"></div>',
        `<div id="root"><main class="boot-fallback"><h1>${title}</h1><p>${description}</p>` +
          `<p><a href="">${reload}</a></p></main></div>`,
      );
    },
  };
}

/** Writes dist/offline.html (the service worker's answer to a page load without network). */
function offlinePage(): Plugin {
  return {
    name: 'atiende-offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE_PATH.slice(1),
        source: renderOfflinePage(offlinePageMessages),
      });
    },
  };
}

/**
 * The installable web app (docs/pwa.md): the manifest, and src/sw.ts built to /sw.js with the
 * list of files to precache. The app registers the worker itself, after the first render
 * (features/pwa/lib/register-when-idle.ts); the dev server has none.
 */
const webApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: WEB_MANIFEST_PATH.slice(1),
  includeAssets: ['favicon.svg'],
  manifest: {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: webAppManifestMessages.description,
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: WEB_APP_THEME_COLOR,
    background_color: WEB_APP_BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The shell; the manifest, its icons and favicon.svg are added by the plugin. index.html
    // is left out on purpose: page loads go to the network, offline.html is the fallback.
    globPatterns: ['assets/**/*.{js,css}', OFFLINE_PAGE_PATH.slice(1)],
  },
  devOptions: { enabled: false },
});

/**
 * Modules by who loads them, filled at the end of each build's module graph (docs/performance.md,
 * 2026-11-26 second and third pass): what the public form (/support) shares with other lazy pages
 * goes in a `shared-public` chunk, what every page loads after its first paint (the toast region,
 * the service worker's registration) needs besides in an `after-paint` chunk, what the ticket
 * list's first screen shares with other pages in `shared-tickets`, and the rest (the other
 * screens' helpers, dialogs and charts) in `shared`: a visitor's phone downloads none of the staff
 * screens' code, and /tickets none of the other pages'.
 */
const publicPageModules = new Set<string>();
/**
 * What the public form loads on demand (its validation on submit, the reference data's schemas):
 * kept with its first screen's shared code, not in the staff screens' chunks.
 */
const PUBLIC_PAGE_LATER_MODULES = [
  'src/features/public-ticket/api/public-ticket-validation.ts',
  'src/lib/public-schemas.ts',
  // Not run by the public form any more (docs/performance.md#public-form-schemas), but every
  // signed-in page reads its session and version answers with it: kept in this chunk, which they
  // all load, rather than in one that pulls the ticket list's shared code.
  'src/lib/schemas.ts',
];
/**
 * The light dashboard's contract modules outside its own chunk (its period and ticket schemas):
 * with the public form's, so a slow line downloads no staff screen's chunk for them
 * (docs/dashboards.md "Pantalla de pared y versión ligera").
 */
const lightDashboardModules = new Set<string>();
const LIGHT_DASHBOARD_MODULES = ['src/features/dashboard/simple/components/simple-page.tsx'];
const ticketListModules = new Set<string>();
const ticketListLaterModules = new Set<string>();
/**
 * What /tickets loads on demand during its page load, after its first paint (the bell's answers,
 * the live updates' socket, a técnico's pause button): what they share with other pages goes in a
 * `list-later` chunk, downloaded then, so the load downloads none of `shared` and the first paint
 * none of it (docs/performance.md, thirteenth pass).
 */
const TICKET_LIST_LATER_MODULES = [
  'src/features/notifications/api/notification-validation.ts',
  'src/lib/realtime/socket-runtime.ts',
  // A técnico's header «Pausa», loaded after the first paint (docs/schedules.md#pantallas).
  'src/features/schedules/components/pause-button.tsx',
  // The answers the list asks for once painted (lib/first-paint-gate.tsx): the views' counts,
  // the pickers' staff and departments, the version file.
  'src/features/tickets/api/view-count-validation.ts',
  'src/lib/reference-schemas.ts',
  'src/lib/version-schema.ts',
];
const afterPaintModules = new Set<string>();
/**
 * Lazy modules folded into the chunk that holds their code: the session check's validation and
 * the query provider's route (`shared-public`), the list's route and its answer's validation
 * (`shared-tickets`). Every page that loads one loads that chunk too; on its own each was a file
 * of a few hundred bytes holding only the calls that run its imports (the strict execution
 * order), fetched beside the chunk. Four such files were a round trip each before /tickets' first
 * paint, and on a slow line each file in flight takes its share of it (docs/performance.md,
 * sixteenth pass); folded in, their `import()` loads the chunk and runs them.
 */
const FOLDED_LAZY_MODULES = [
  'src/features/auth/api/auth-validation.ts',
  'src/app/query-route.tsx',
  'src/features/tickets/ticket-list-pages.ts',
  'src/features/tickets/api/ticket-list-validation.ts',
];
/**
 * For each module, how many entries reach it (the app's and each module loaded with `import()`),
 * through the contracts' and the icons' barrels by the names imported: what the bundler's
 * `minShareCount` counts, counted here so that a group can also take the folded modules, which
 * only their own entry reaches.
 */
const entryShares = new Map<string, number>();
const isSharedOrFolded = (id: string) =>
  (entryShares.get(id) ?? 0) >= 2 || FOLDED_LAZY_MODULES.some((module) => id.endsWith(module));
/**
 * The forms' library and resolvers, and the kit's modules that call them at run time (binding
 * fields, the contract form hook, the switch's Controller): one `forms` chunk, which the list's
 * first screen does not load (docs/performance.md, twelfth pass). Its other imports (zod, the
 * contracts) are in chunks of a higher priority, so they are not pulled in with it.
 */
const FORM_MODULES =
  /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|apps[\\/]web[\\/]src[\\/](lib[\\/](bind-fields|use-contract-form)\.ts|components[\\/]ui[\\/]switch\.tsx)$/;
const AFTER_PAINT_MODULES = ['src/app/app-toaster.tsx', 'src/features/pwa/lib/service-worker.ts'];
/**
 * The kit's Radix parts (components/ui/radix-parts.ts): loaded at idle time after the first paint
 * or when a menu, dialog or sheet opens, so what they share (Radix, floating-ui) is one `overlays`
 * chunk of its own instead of `shared`.
 */
const overlayModules = new Set<string>();
const OVERLAY_MODULES = [
  'src/components/ui/menu-parts.tsx',
  'src/components/ui/dialog-parts.tsx',
  'src/components/ui/sheet-parts.tsx',
];

/**
 * The contracts' barrels (`@atiende/contracts` and its messages): a module that imports three
 * names from one reaches only the files that export those names, not every schema and text the
 * barrel re-exports, so a page's closure holds what it can run (docs/performance.md, 2026-11-26
 * fourth pass).
 */
const CONTRACT_BARRELS = [
  'packages/contracts/src/index.ts',
  'packages/contracts/src/messages/es.ts',
];
const CONTRACTS_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']@atiende\/contracts["']/g;
const ICON_BARREL = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_EXPORTS = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

function moduleClosures(): Plugin {
  return {
    name: 'atiende-module-closures',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const isBarrel = (id: string) => CONTRACT_BARRELS.some((barrel) => id.endsWith(barrel));
      // The file behind a name a barrel re-exports (through a barrel inside it, too).
      const provider = (barrel: string, name: string): string | undefined => {
        for (const child of this.getModuleInfo(barrel)?.importedIds ?? []) {
          if (isBarrel(child)) {
            const found = provider(child, name);
            if (found) return found;
          } else if (this.getModuleInfo(child)?.exports.includes(name)) return child;
        }
        return undefined;
      };
      // lucide-react's barrel imports every icon; a module that names three reaches those three.
      const iconBarrel = ids.find((id) => ICON_BARREL.test(id));
      const iconFiles = new Map<string, string>();
      const iconExports = iconBarrel ? (this.getModuleInfo(iconBarrel)?.code ?? '') : '';
      for (const match of iconExports.matchAll(ICON_EXPORTS)) {
        const file = path.resolve(path.dirname(iconBarrel!), match[2]!);
        for (const name of match[1]!.split(',')) {
          iconFiles.set(name.trim().split(/\s+as\s+/)[1]!, file);
        }
      }
      if (iconBarrel && iconFiles.size === 0) {
        // Without the names every icon would drop out of the closures below, unnoticed.
        this.error(`No icon exports read in ${iconBarrel}: update ICON_EXPORTS to its format`);
      }
      const namesIn = (code: string, pattern: RegExp) =>
        [...code.matchAll(pattern)].flatMap((match) =>
          match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
        );
      const importsOf = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        const barrels = info.importedIds.filter(isBarrel);
        const icons = iconBarrel !== undefined && info.importedIds.includes(iconBarrel);
        if (barrels.length === 0 && !icons) return info.importedIds;
        const code = info.code ?? '';
        const names = namesIn(code, CONTRACTS_IMPORT);
        const provided = barrels.flatMap((barrel) =>
          names.flatMap((name) => provider(barrel, name) ?? []),
        );
        const iconIds = icons
          ? namesIn(code, ICON_IMPORT).flatMap((name) => iconFiles.get(name) ?? [])
          : [];
        return [
          ...info.importedIds.filter((imported) => !isBarrel(imported) && imported !== iconBarrel),
          ...provided,
          ...iconIds,
        ];
      };
      // Every module `from` reaches, into `into`.
      const reach = (into: Set<string>, from: readonly string[]) => {
        into.clear();
        const pending = [...from];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...importsOf(id));
        }
      };
      const fill = (into: Set<string>, roots: readonly string[]) =>
        reach(
          into,
          ids.filter((id) => roots.some((root) => id.endsWith(root))),
        );
      entryShares.clear();
      const entries = new Set(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of ids) {
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          entries.add(target);
        }
      }
      const reached = new Set<string>();
      for (const entry of entries) {
        reach(reached, [entry]);
        for (const id of reached) entryShares.set(id, (entryShares.get(id) ?? 0) + 1);
      }
      fill(publicPageModules, [...PUBLIC_PAGE_MODULES, ...PUBLIC_PAGE_LATER_MODULES]);
      fill(lightDashboardModules, LIGHT_DASHBOARD_MODULES);
      fill(ticketListModules, TICKET_LIST_MODULES);
      fill(ticketListLaterModules, TICKET_LIST_LATER_MODULES);
      fill(afterPaintModules, AFTER_PAINT_MODULES);
      fill(overlayModules, OVERLAY_MODULES);
    },
  };
}

/** The charts' libraries: only the report pages use them, so they stay in their own chunks. */
const CHARTS =
  /node_modules[\\/](recharts|@reduxjs|redux|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|victory-vendor|d3-|internmap|tiny-invariant)/;

/** The administrator's panel and the SLA dashboard (apps/web/src/features/dashboard). */
const DASHBOARD_PANELS = /apps[\\/]web[\\/]src[\\/]features[\\/]dashboard[\\/](overview|sla)[\\/]/;

/**
 * The dashboards' contract (`@atiende/contracts/dashboard`): shared by the dashboard pages only, so
 * it stays out of `shared` (which holds part of the chart library) and gets a chunk of its own —
 * the light dashboard downloads it without any chart code (docs/dashboards.md).
 */
const DASHBOARD_CONTRACT =
  /packages[\\/]contracts[\\/]src[\\/](dashboard\.ts|schemas[\\/](sla-)?dashboard\.ts|messages[\\/]es[\\/](sla-)?dashboard)/;

/**
 * The reports' contract (`@atiende/contracts/reports`): the report pages' and the scheduled
 * reports' only, kept out of `shared` like the dashboards' (docs/reports.md#pages), so no other
 * page downloads the reports' schemas and texts.
 */
const REPORTS_CONTRACT =
  /packages[\\/]contracts[\\/]src[\\/](reports\.ts|(constants|schemas)[\\/]reports\.ts|messages[\\/]es[\\/]reports)/;

/**
 * React Router's package sends every bundler to its development build, dev-only warnings and
 * checks included (remix-run/react-router#14102); the production build beside it is the same
 * code without them (docs/performance.md, thirteenth pass). Builds use it; the dev server and
 * the tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  base: '/',
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  plugins: [
    react(),
    tailwindcss(),
    bootFallback(),
    versionFile(),
    offlinePage(),
    routePreloads(),
    moduleClosures(),
    webApp,
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // docs/performance.md (2026-11-26): on a slow phone every file is a round trip, so the entry's
    // modules go in one file and what two or more lazy pages share in one `shared` chunk, instead
    // of dozens of files of a few hundred bytes (icons, helpers) that /tickets waited for.
    rolldownOptions: {
      output: {
        // docs/performance.md (2026-11-26, third pass): each module's body runs when a module that
        // runs imports it, not when its chunk loads, so a page does not build every schema and
        // helper its shared chunks hold for other pages.
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 6 },
            {
              name: 'shared-public',
              // Shared modules and the folded lazy ones (isSharedOrFolded counts the shares).
              minShareCount: 1,
              priority: 5,
              // With them, what the after-paint code shares with the list's first screen (the
              // media-query hook): in `after-paint` it made /tickets download the toasts before its
              // first paint, in `shared-tickets` /support the list's code after its own.
              test: (id: string) =>
                isSharedOrFolded(id) &&
                ((publicPageModules.has(id) && !FORM_MODULES.test(id)) ||
                  (afterPaintModules.has(id) && ticketListModules.has(id)) ||
                  (lightDashboardModules.has(id) &&
                    /packages[\\/]contracts[\\/]/.test(id) &&
                    !DASHBOARD_CONTRACT.test(id))),
            },
            {
              // Every form's library, but not the list's first screen's (its forms load when
              // they open), so /tickets does not download it before its first paint.
              name: 'forms',
              minShareCount: 2,
              priority: 4.5,
              test: (id: string) => FORM_MODULES.test(id),
            },
            {
              name: 'after-paint',
              minShareCount: 2,
              priority: 4,
              test: (id: string) => afterPaintModules.has(id),
            },
            {
              name: 'shared-tickets',
              minShareCount: 1,
              priority: 3,
              test: (id: string) => isSharedOrFolded(id) && ticketListModules.has(id),
            },
            {
              name: 'list-later',
              minShareCount: 2,
              priority: 2.5,
              test: (id: string) => ticketListLaterModules.has(id),
            },
            {
              name: 'overlays',
              minShareCount: 2,
              priority: 2,
              test: (id: string) => overlayModules.has(id),
            },
            {
              // What the administrator's panel and the SLA dashboard share (filters, cards, live
              // updates; docs/sla.md#dashboard): in `shared` it would reach every page that loads it.
              name: 'dashboard-panels',
              minShareCount: 2,
              priority: 1.5,
              test: (id: string) => DASHBOARD_PANELS.test(id),
            },
            {
              name: 'shared',
              minShareCount: 2,
              priority: 1,
              test: (id: string) =>
                !CHARTS.test(id) && !DASHBOARD_CONTRACT.test(id) && !REPORTS_CONTRACT.test(id),
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
}));
