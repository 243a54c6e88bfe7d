// Pre-compresses the web app's fingerprinted assets after `vite build` (root `npm run build`):
// writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text asset of
// apps/web/dist/assets, and the server sends them to browsers that accept them (@fastify/static
// `preCompressed`, platform/web-app.ts). Compressing once at build time costs the server no CPU per
// request; uncompressed, /login's JavaScript and CSS are ~4x the bytes (Lighthouse "Enable text
// compression", docs/conventions.md#quality-bars-and-budgets performance ≥ 95). Usage: node
// scripts/compress-web.mjs [distDir=apps/web/dist]
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const assetsDir = path.join(distDir, 'assets');
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const name of readdirSync(assetsDir)) {
  const file = path.join(assetsDir, name);
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  // A variant that saves nothing is not written: the server then sends the file itself.
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  before += source.length;
  afterBrotli += Math.min(brotli.length, source.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `compress-web: ${files} assets, ${kb(before)} → ${kb(afterBrotli)} brotli (and .gz) in ${path.relative(root, assetsDir)}`,
);
