import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
 * Writes dist/version.json (spec §3 version file; the app polls it, spec §4). buildHash is a
 * digest of everything emitted, so rebuilding the same sources keeps it and never reloads users.
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

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), versionFile()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
