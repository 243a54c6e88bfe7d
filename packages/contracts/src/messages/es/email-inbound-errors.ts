/** The API's message per inbound e-mail error code (docs/email.md#inbound). */
export const emailInboundErrorMessages = {
  EMAIL_MESSAGE_TOO_LARGE: 'El mensaje supera el tamaño máximo de 25 MB y no se recibió.',
  EMAIL_MESSAGE_UNREADABLE:
    'No se pudo leer el mensaje: falta el remitente o el formato no es válido.',
  EMAIL_SIGNATURE_INVALID:
    'La firma del webhook no es válida o expiró. Revisa el secreto de firma y la hora del servidor.',
  INBOUND_MESSAGE_NOT_FOUND: 'Ese mensaje retenido no existe o ya no está disponible.',
  INBOUND_MESSAGE_DECIDED: 'Ese mensaje ya fue aceptado o descartado.',
} as const;
