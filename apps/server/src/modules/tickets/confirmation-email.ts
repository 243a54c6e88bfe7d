import { answerPromise, type FirstResponsePromise, type TemplateParts } from '@atiende/contracts';
import type { Config } from '../../config';
import { renderEmail } from '../templates/index';

/**
 * The public form's confirmation (docs/product/public-form.md), from its template
 * (docs/templates.md), with the first response the ticket's SLA policy promises
 * (docs/sla.md#the-public-forms-promise). User text is escaped, never compiled
 * (docs/conventions.md#security).
 */
export function buildConfirmationEmail(
  parts: TemplateParts,
  { number, firstResponse }: { number: number; firstResponse: FirstResponsePromise | null },
  name: string,
  title: string,
  description: string,
  config: Config,
) {
  return renderEmail(parts, {
    numero: String(number),
    nombre: name,
    asunto: title,
    descripcion: description,
    plazo: answerPromise(firstResponse),
    enlace_sitio: config.publicUrl,
  });
}
