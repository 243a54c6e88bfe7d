import { authMessages } from '@atiende/contracts';
import { escapeHtml } from '../../platform/mail/escape-html';

/**
 * The reset e-mail. Variables are escaped; user text is never compiled as a template
 * (docs/conventions.md#security).
 */
export function buildResetPasswordEmail(name: string, link: string) {
  const texts = authMessages.resetEmail;
  const text = [
    texts.greeting(name),
    '',
    texts.body,
    link,
    '',
    texts.ignore,
    '',
    texts.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0F172A">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="color:#1D4ED8">${escapeHtml(link)}</a></p>
<p style="color:#475569">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return { subject: texts.subject, text, html };
}
