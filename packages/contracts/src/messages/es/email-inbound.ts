/** Texts of the e-mail channel's inbound side (docs/email.md#inbound). */
export const emailInboundMessages = {
  /** The title of a ticket whose e-mail had no subject. */
  noSubject: '(Sin asunto)',
  /** The description of a ticket whose e-mail had no text. */
  noText: '(Mensaje sin texto)',
} as const;

/** The webhook card of the «Recepción» tab and the «Retenidos» tab (docs/email.md#webhook). */
export const emailInboundPageMessages = {
  webhook: {
    title: 'Webhook de correo entrante',
    intro:
      'Para proveedores que reenvían los correos recibidos (inbound parse). Cada solicitud debe ir firmada con el secreto: Atiende rechaza las que no lo estén.',
    url: 'Dirección del webhook',
    secret: 'Secreto de firma',
    show: 'Mostrar',
    hide: 'Ocultar',
    copy: 'Copiar',
    copied: 'Copiado al portapapeles.',
    regenerate: 'Regenerar secreto',
    regenerating: 'Regenerando…',
    confirmTitle: '¿Regenerar el secreto de firma?',
    confirmBody:
      'El secreto actual dejará de funcionar de inmediato. Tendrás que configurar el nuevo en tu proveedor de correo.',
    cancel: 'Cancelar',
    regenerated: 'Secreto regenerado. Actualízalo en tu proveedor de correo.',
    failed: 'No se pudo completar la acción. Inténtalo nuevamente.',
    loadFailed: 'No se pudo cargar la configuración del webhook.',
    retry: 'Reintentar',
    howToSign:
      'Encabezados: X-Atiende-Timestamp (hora Unix) y X-Atiende-Signature: sha256=HMAC-SHA256(secreto, "timestamp.cuerpo").',
  },
  held: {
    title: 'Correos retenidos',
    intro:
      'Respuestas de personas que no participan en el ticket. No se agregan al ticket hasta que alguien del equipo las acepte.',
    empty: 'No hay correos retenidos.',
    loadFailed: 'No se pudieron cargar los correos retenidos.',
    retry: 'Reintentar',
    accept: 'Aceptar como comentario',
    discard: 'Descartar',
    accepted: 'Correo agregado al ticket como comentario.',
    discarded: 'Correo descartado.',
    failed: 'No se pudo completar la acción. Inténtalo nuevamente.',
    ticket: (number: number, title: string) => `Ticket #${number}: ${title}`,
    from: (name: string | null, address: string) => (name ? `${name} <${address}>` : address),
    attachments: (names: string[]) => `Adjuntos: ${names.join(', ')}`,
    reasons: {
      NOT_PARTICIPANT: 'El remitente no participa en el ticket',
      TICKET_CLOSED: 'El ticket está cerrado',
    } as Record<string, string>,
    banner: (count: number) =>
      count === 1
        ? 'Hay 1 correo retenido para este ticket.'
        : `Hay ${count} correos retenidos para este ticket.`,
  },
} as const;
