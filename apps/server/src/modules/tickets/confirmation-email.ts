import { ticketMessages, type FirstResponsePromise } from '@atiende/contracts';
import type { Config } from '../../config';
import { escapeHtml } from '../../platform/mail/escape-html';

/**
 * The public form's confirmation (docs/product/public-form.md), with the first response the
 * ticket's SLA policy promises (docs/sla.md#the-public-forms-promise). User text is escaped,
 * never compiled (docs/conventions.md#security).
 */
export function buildConfirmationEmail(
  { number, firstResponse }: { number: number; firstResponse: FirstResponsePromise | null },
  name: string,
  title: string,
  description: string,
  config: Config,
) {
  const texts = ticketMessages.confirmationEmail;
  const subject = texts.subject(number, title.replace(/[\r\n]+/g, ' ').slice(0, 120));
  const text = [
    texts.greeting(name),
    '',
    texts.body(number, firstResponse),
    '',
    texts.summary,
    title,
    description,
    '',
    texts.keepNumber,
    '',
    texts.signature,
    config.publicUrl,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0F172A">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.body(number, firstResponse))}</p>
<p style="color:#475569">${escapeHtml(texts.summary)}</p>
<blockquote style="border-left:4px solid #E2E8F0;margin:0;padding-left:12px"><strong>${escapeHtml(title)}</strong><br>${escapeHtml(description).replaceAll('\n', '<br>')}</blockquote>
<p>${escapeHtml(texts.keepNumber)}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return { subject, text, html };
}
