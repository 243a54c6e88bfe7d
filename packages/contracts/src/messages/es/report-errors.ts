/**
 * The API's message per reports error code (docs/reports.md#server). Its own module: errors.ts
 * spreads it into errorMessages, and the rest of the reports texts stay out of the chunk that
 * carries them. The service sends the precise text (the report, the limit) in each answer.
 */
export const reportErrorMessages = {
  REPORT_NOT_FOUND: 'Ese reporte no existe.',
  REPORT_RANGE_TOO_LONG: 'El periodo es demasiado largo para este reporte. Elige uno más corto.',
} as const;
