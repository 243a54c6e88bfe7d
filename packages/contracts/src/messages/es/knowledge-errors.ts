/**
 * The API's message per knowledge base error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the knowledge base texts stay out of the chunk that carries them
 * (docs/performance.md, ninth pass).
 */
export const knowledgeErrorMessages = {
  KNOWLEDGE_ARTICLE_NOT_FOUND: 'No se encontró el artículo.',
} as const;
