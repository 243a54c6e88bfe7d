import { PRODUCT_NAME } from '@atiende/contracts';
import { reportScheduleMessages, type ReportResult } from '@atiende/contracts/reports';
import type { ReportScheduleRow } from '../../../db/schema/index';
import { escapeHtml } from '../../../platform/mail/escape-html';
import type { MailAttachment, NewMail } from '../../../platform/mail/mail-outbox.repository';

const t = reportScheduleMessages.email;

/** The public page that confirms an unsubscribe, and the one-click address of the header. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}/reportes/baja?${query}`,
    oneClick: `${publicUrl}/api/reports/unsubscribe?${query}`,
  };
}

/**
 * docs/reports.md#scheduled-reports: one recipient's e-mail — the report's title, summary and
 * filters, the file attached, and a personal unsubscribe link (in the text and in the
 * `List-Unsubscribe` header, with RFC 8058's one-click POST). Every variable is escaped in the
 * HTML, and the subject is kept to one line.
 */
export function scheduledReportMail(input: {
  schedule: Pick<ReportScheduleRow, 'name' | 'frequency' | 'weekday' | 'monthDay' | 'hour'>;
  result: ReportResult;
  file: MailAttachment;
  to: string;
  links: { page: string; oneClick: string };
}): NewMail {
  const { schedule, result, file, links } = input;
  const frequency = reportScheduleMessages.describe(schedule);
  const subject = t.subject(schedule.name, result.title).replace(/[\r\n]+/g, ' ');
  const filters = result.appliedFilters.map((filter) => `${filter.label}: ${filter.value}`);
  const text = [
    t.intro(schedule.name),
    '',
    result.title,
    result.summary,
    ...filters,
    '',
    t.attached(file.fileName),
    t.frequency(frequency),
    '',
    t.unsubscribe,
    links.page,
    '',
    t.footer(PRODUCT_NAME),
  ].join('\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    paragraph(t.intro(schedule.name)),
    `<h2>${escapeHtml(result.title)}</h2>`,
    paragraph(result.summary),
    filters.length
      ? `<ul>${filters.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '',
    paragraph(t.attached(file.fileName)),
    paragraph(t.frequency(frequency)),
    `<p><a href="${escapeHtml(links.page)}">${escapeHtml(t.unsubscribeLink)}</a></p>`,
    `<p style="color:#666">${escapeHtml(t.footer(PRODUCT_NAME))}</p>`,
  ].join('\n');
  return {
    kind: 'report_schedule',
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: [file],
  };
}
