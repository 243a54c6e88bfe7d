import { PRODUCT_NAME, type TemplateParts } from '@atiende/contracts';
import { reportScheduleMessages, type ReportResult } from '@atiende/contracts/reports';
import type { ReportScheduleRow } from '../../../db/schema/index';
import type { MailAttachment, NewMail } from '../../../platform/mail/mail-outbox.repository';
import { renderEmail } from '../../templates/index';

/** The public page that confirms an unsubscribe, and the one-click address of the header. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}/reportes/baja?${query}`,
    oneClick: `${publicUrl}/api/reports/unsubscribe?${query}`,
  };
}

/**
 * docs/reports.md#scheduled-reports: one recipient's e-mail, from its template
 * (docs/templates.md) — the report's title, summary and filters, the file attached, and a personal
 * unsubscribe link (in the text and in the `List-Unsubscribe` header, with RFC 8058's one-click
 * POST). Every value is escaped in the HTML, and the subject is kept to one line.
 */
export function scheduledReportMail(input: {
  parts: TemplateParts;
  schedule: Pick<ReportScheduleRow, 'name' | 'frequency' | 'weekday' | 'monthDay' | 'hour'>;
  result: ReportResult;
  file: MailAttachment;
  to: string;
  links: { page: string; oneClick: string };
}): NewMail {
  const { schedule, result, file, links } = input;
  const email = renderEmail(input.parts, {
    envio: schedule.name,
    reporte: result.title,
    resumen: result.summary,
    filtros: result.appliedFilters.map((filter) => `${filter.label}: ${filter.value}`).join('\n'),
    archivo: file.fileName,
    frecuencia: reportScheduleMessages.describe(schedule),
    enlace_baja: links.page,
    producto: PRODUCT_NAME,
  });
  return {
    kind: 'report_schedule',
    to: input.to,
    ...email,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: [file],
  };
}
