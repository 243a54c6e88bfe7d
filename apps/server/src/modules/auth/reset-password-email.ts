import type { TemplateParts } from '@atiende/contracts';
import { renderEmail } from '../templates/index';

/**
 * The reset e-mail, from its template (docs/templates.md): the values are escaped in the HTML and
 * never compiled as a template (docs/conventions.md#security).
 */
export function buildResetPasswordEmail(parts: TemplateParts, name: string, link: string) {
  return renderEmail(parts, { nombre: name, enlace: link });
}
