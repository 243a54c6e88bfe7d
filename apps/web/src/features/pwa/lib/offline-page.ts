/**
 * /offline.html, written by the build (vite.config.ts) from the Spanish texts in contracts and
 * precached by the service worker, which shows it when a page load fails for want of network.
 * Self-contained: styles and the mark are inline, nothing else is fetched. No script either —
 * the server's CSP forbids inline scripts — so "Intentar nuevamente" is a link to the page
 * itself (an empty href keeps the path and query the user asked for).
 */
export interface OfflinePageText {
  documentTitle: string;
  heading: string;
  body: string;
  hint: string;
  retry: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// The favicon's mark (scripts/generate-icons.mjs): lucide's LifeBuoy on the brand blue.
const MARK = `<svg class="mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6.4" fill="#1D4ED8"/><g transform="translate(4 4)" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="m4.93 4.93 4.24 4.24"/><path d="m14.83 9.17 4.24-4.24"/><path d="m14.83 14.83 4.24 4.24"/><path d="m9.17 14.83-4.24 4.24"/><circle cx="12" cy="12" r="4"/></g></svg>`;

// docs/product/ui.md#visual-system tokens: ink, muted, surface, line, brand and its hover, the 2 px
// focus ring.
const STYLES = `
*{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:16px;background:#F8FAFC;color:#0F172A;font:16px/24px system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','Liberation Sans',sans-serif}
main{width:100%;max-width:28rem;background:#fff;border:1px solid #E2E8F0;border-radius:8px;padding:32px 24px;text-align:center;box-shadow:0 1px 2px rgba(15,23,42,.06)}
.mark{width:48px;height:48px;display:block;margin:0 auto 16px}
h1{margin:0 0 8px;font-size:24px;line-height:32px;font-weight:600}
p{margin:0 0 8px;color:#475569}
.retry{display:inline-flex;align-items:center;justify-content:center;min-height:48px;margin-top:16px;padding:0 24px;border-radius:6px;background:#1D4ED8;color:#fff;font-weight:500;text-decoration:none}
.retry:hover{background:#1E40AF}
.retry:focus-visible{outline:2px solid #1D4ED8;outline-offset:2px}
`
  .trim()
  .replace(/\n/g, '');

export function renderOfflinePage(text: OfflinePageText): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1D4ED8" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(text.documentTitle)}</title>
    <style>${STYLES}</style>
  </head>
  <body>
    <main>
      ${MARK}
      <h1>${escapeHtml(text.heading)}</h1>
      <p>${escapeHtml(text.body)}</p>
      <p>${escapeHtml(text.hint)}</p>
      <a class="retry" href="">${escapeHtml(text.retry)}</a>
    </main>
  </body>
</html>
`;
}
