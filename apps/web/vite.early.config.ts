import { defineConfig, type Plugin } from 'vite';
import { EARLY_REQUEST_PAGES } from './src/app/early-request-pages';

/**
 * The early requests' script (docs/performance.md#early-requests), built after the app
 * (`npm run build`): one small classic script with its own copy of the few modules it uses, so
 * the page's HTML can run it before the app's code arrives. dist/early-requests.json tells the
 * server its name and the pages it goes in (apps/server/src/platform/web-app.ts).
 */
function earlyRequestsManifest(): Plugin {
  return {
    name: 'atiende-early-requests-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((output) => output.type === 'chunk');
      if (!chunk) this.error('early-requests: no chunk was built');
      this.emitFile({
        type: 'asset',
        fileName: 'early-requests.json',
        source: `${JSON.stringify({ script: `/${chunk.fileName}`, paths: EARLY_REQUEST_PAGES }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  base: '/',
  publicDir: false,
  plugins: [earlyRequestsManifest()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rolldownOptions: {
      input: 'src/early-requests-entry.ts',
      output: {
        format: 'iife',
        entryFileNames: 'assets/early-requests-[hash].js',
      },
    },
  },
});
