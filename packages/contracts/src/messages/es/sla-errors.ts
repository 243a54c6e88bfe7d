/**
 * The API's message per SLA error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the SLA texts stay out of the chunk that carries them
 * (docs/performance.md, ninth pass).
 */
export const slaErrorMessages = {
  SLA_POLICY_NOT_FOUND: 'No se encontró la política de SLA.',
  SLA_CALENDAR_NOT_FOUND: 'No se encontró el calendario laboral.',
  SLA_POLICY_NAME_TAKEN: 'Ya existe una política de SLA con ese nombre.',
  SLA_CALENDAR_NAME_TAKEN: 'Ya existe un calendario laboral con ese nombre.',
  SLA_POLICY_SCOPE_TAKEN:
    'Ya existe una política de SLA para ese departamento y esa empresa. Edita esa política.',
  SLA_CALENDAR_IN_USE:
    'Ese calendario laboral lo usa una política de SLA. Cambia el calendario de la política antes de eliminarlo.',
  SLA_DEFAULT_POLICY_REQUIRED:
    'La política predeterminada no se puede eliminar, desactivar ni limitar a un departamento o una empresa: es la que rige cuando ninguna otra coincide.',
} as const;
