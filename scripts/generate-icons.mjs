// `node scripts/generate-icons.mjs`: draws Atiende's mark (lucide's LifeBuoy, the sidebar's
// icon, in white on the brand blue) and writes apps/web/public/favicon.svg plus the PNG icons of
// the web app manifest and iOS. The PNGs are rendered by headless Chromium (playwright-core and
// Debian's /usr/bin/chromium, as in e2e), so no image library is needed. docs/pwa.md says when
// to run it; commit what it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const iconsDir = path.join(publicDir, 'icons');

const BRAND = '#1D4ED8'; // docs/product/ui.md#visual-system brand, the manifest's theme_color

// lucide-react 1.x `life-buoy` (24 × 24 grid, stroke 2, round caps and joins).
const LIFE_BUOY = [
  '<circle cx="12" cy="12" r="10"/>',
  '<path d="m4.93 4.93 4.24 4.24"/>',
  '<path d="m14.83 9.17 4.24-4.24"/>',
  '<path d="m14.83 14.83 4.24 4.24"/>',
  '<path d="m9.17 14.83-4.24 4.24"/>',
  '<circle cx="12" cy="12" r="4"/>',
].join('');

/**
 * The mark on a `size` × `size` canvas. `markRatio` is the share of the canvas the 24-unit icon
 * grid takes; `radius` rounds the tile (0: full bleed, for maskable and Apple icons, whose
 * platforms cut their own shape); `strokeWidth` is in icon units.
 */
function markSvg({ size, markRatio, radius, strokeWidth }) {
  const scale = (size * markRatio) / 24;
  const offset = (size - 24 * scale) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>`,
    `<g transform="translate(${round(offset)} ${round(offset)}) scale(${round(scale)})" fill="none" stroke="#fff" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">`,
    LIFE_BUOY,
    '</g></svg>',
  ].join('');
}

function round(value) {
  return Math.round(value * 1000) / 1000;
}

// The favicon keeps the auth card's tile (rounded square, 8 px on 40 px) with a slightly larger
// mark and stroke so that it still reads at 16 px in a browser tab.
const favicon = markSvg({ size: 32, markRatio: 0.75, radius: 6.4, strokeWidth: 2.5 });

const PNG_ICONS = [
  // "any" icons: the favicon's tile, transparent corners.
  { file: 'icon-192.png', size: 192, markRatio: 0.68, radius: 38.4, strokeWidth: 2.25 },
  { file: 'icon-512.png', size: 512, markRatio: 0.68, radius: 102.4, strokeWidth: 2.25 },
  // Maskable: full bleed; the mark (radius 11 of 24 units) spans 56 % of the canvas, well inside
  // the safe zone (the centred circle of 80 % diameter) that every launcher mask keeps.
  { file: 'icon-maskable-512.png', size: 512, markRatio: 0.56, radius: 0, strokeWidth: 2 },
  // iOS home screen: full bleed (iOS rounds the corners and fills transparency with black).
  { file: 'apple-touch-icon-180.png', size: 180, markRatio: 0.6, radius: 0, strokeWidth: 2 },
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

writeFileSync(path.join(publicDir, 'favicon.svg'), `${favicon}\n`);
mkdirSync(iconsDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const icon of PNG_ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${markSvg(icon)}</body></html>`,
    );
    await page.screenshot({
      path: path.join(iconsDir, icon.file),
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      omitBackground: true,
    });
    await page.close();
    console.log(`apps/web/public/icons/${icon.file} (${icon.size} × ${icon.size})`);
  }
  console.log('apps/web/public/favicon.svg');
} finally {
  await browser.close();
}
