/**
 * The assistant errors' texts. Their own module: errors.ts takes them into errorMessages, and
 * the rest of the assistant texts stay out of the chunk that carries them (docs/performance.md,
 * ninth pass).
 */
export const assistantErrorMessages = {
  busy: 'El asistente está atendiendo muchas consultas en este momento. Inténtalo nuevamente en unos segundos.',
  conversationNotFound: 'No se encontró esa conversación.',
} as const;
