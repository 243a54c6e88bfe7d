import { offlinePageMessages } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderOfflinePage } from './offline-page';

describe('renderOfflinePage', () => {
  const html = renderOfflinePage(offlinePageMessages);

  it('is a Spanish page that says "Sin conexión" and offers to try again', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('<title>Sin conexión · Atiende</title>');
    expect(html).toContain('<h1>Sin conexión</h1>');
    expect(html).toContain('<a class="retry" href="">Intentar nuevamente</a>');
  });

  it('fetches nothing and runs no script (the CSP forbids inline scripts)', () => {
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|@import/i);
  });

  it('escapes its texts', () => {
    const page = renderOfflinePage({ ...offlinePageMessages, heading: '<b>"Sin" & red</b>' });
    expect(page).toContain('<h1>&lt;b&gt;&quot;Sin&quot; &amp; red&lt;/b&gt;</h1>');
    expect(escapeHtml("l'agua")).toBe('l&#39;agua');
  });
});
