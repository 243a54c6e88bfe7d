/**
 * The API's message per error code of the organisation settings and uploads (docs/settings.md).
 * Its own module: errors.ts spreads it into errorMessages.
 */
export const settingsErrorMessages = {
  UPLOAD_NOT_FOUND: 'No se encontró el archivo subido.',
  PUBLIC_FORM_CLOSED: 'El formulario de soporte no está disponible en este momento.',
} as const;
