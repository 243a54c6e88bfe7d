/**
 * The API's message per macros error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the macros texts stay out of the chunk that carries them
 * (docs/performance.md, ninth pass).
 */
export const macroErrorMessages = {
  MACRO_NOT_FOUND: 'No se encontró la plantilla.',
  MACRO_NAME_TAKEN: 'Ya existe una plantilla con ese nombre.',
} as const;
