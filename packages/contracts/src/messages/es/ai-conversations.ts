import { countOf } from './plural';

/**
 * Texts of the administrators' two transcript pages, /admin/web-chat-conversations and
 * /admin/ai-conversations (docs/assistant.md#conversation-pages).
 */
const listTexts = {
  filters: 'Filtros de conversaciones',
  search: 'Buscar',
  clearFilters: 'Limpiar filtros',
  emptyTitle: 'Sin resultados',
  emptyFiltered: 'Ninguna conversación coincide con estos filtros.',
  retry: 'Intentar nuevamente',
  showing: (first: number, last: number, total: string) => `Mostrando ${first}–${last} de ${total}`,
  previous: 'Anterior',
  next: 'Siguiente',
  pagination: 'Paginación de las conversaciones',
  loadFailed: 'No se pudieron cargar las conversaciones.',
} as const;

export const aiConversationMessages = {
  forbidden: 'Esta página es solo para administradores.',
  backToPanel: 'Volver al panel',
  loading: 'Cargando...',
  close: 'Cerrar',
  noUser: 'Usuario eliminado',
  noQuestion: 'Sin preguntas',
  messages: (count: number) => countOf(count, { one: 'mensaje', other: 'mensajes' }),
  queries: (count: number) => countOf(count, { one: 'consulta', other: 'consultas' }),
  tickets: (count: number) => countOf(count, { one: 'ticket', other: 'tickets' }),
  tokens: (count: string) => `${count} tokens`,
  speakers: { user: 'Usuario', assistant: 'Asistente' },

  webChat: {
    ...listTexts,
    title: 'Conversaciones del chat web',
    description:
      'Lo que los usuarios conversaron con el asistente virtual. Se guardan al limpiar el chat y cada 5 mensajes.',
    searchPlaceholder: 'Texto, usuario o sesión',
    status: 'Estado',
    anyStatus: 'Todos',
    statuses: { ACTIVE: 'Activa', COMPLETED: 'Completada' },
    tableCaption: 'Conversaciones del chat web, de la más reciente a la más antigua',
    columns: {
      user: 'Usuario',
      preview: 'Primera pregunta',
      status: 'Estado',
      messages: 'Mensajes',
      tickets: 'Tickets',
      updatedAt: 'Actualizada',
    },
    emptyAll:
      'Aún no hay conversaciones guardadas. Aparecen cuando alguien limpia el chat del asistente o llega a 5 mensajes.',
  },

  webChatTranscript: {
    title: 'Conversación del chat web',
    loadFailed: 'No se pudo cargar la conversación.',
    details: 'Datos de la conversación',
    user: 'Usuario',
    status: 'Estado',
    session: 'Sesión',
    startedAt: 'Iniciada',
    updatedAt: 'Actualizada',
    page: 'Página',
    browser: 'Navegador',
    tickets: 'Tickets creados',
    ticket: (number: number) => `Ticket #${number}`,
    ticketById: 'Ver ticket',
    aiQueries: 'Ver sus consultas en Conversaciones con IA',
    transcript: 'Mensajes',
    noMessages: 'Esta conversación no tiene mensajes.',
  },

  ai: {
    ...listTexts,
    title: 'Conversaciones con IA',
    description:
      'Cada pregunta al asistente con su respuesta, sus fuentes, la valoración, los tokens y el costo, agrupadas por sesión.',
    searchPlaceholder: 'Pregunta, usuario o sesión',
    tableCaption: 'Sesiones con el asistente, de la actividad más reciente a la más antigua',
    columns: {
      user: 'Usuario',
      firstQuestion: 'Primera pregunta',
      queries: 'Consultas',
      fallbacks: 'Extractivas',
      fallbacksHint: 'Respuestas armadas con la base de conocimiento, sin el proveedor de IA',
      tokens: 'Tokens',
      cost: 'Costo',
      lastAt: 'Última actividad',
    },
    fallbacks: (count: number) =>
      countOf(count, { one: 'respuesta extractiva', other: 'respuestas extractivas' }),
    emptyAll: 'Aún nadie ha consultado al asistente.',
  },

  aiDetail: {
    title: 'Conversación con IA',
    loadFailed: 'No se pudo cargar la conversación.',
    details: 'Datos de la sesión',
    user: 'Usuario',
    session: 'Sesión',
    startedAt: 'Inicio',
    lastAt: 'Última consulta',
    queries: 'Consultas',
    tokens: 'Tokens',
    tokensSplit: (prompt: string, completion: string) =>
      `${prompt} de entrada · ${completion} de salida`,
    cost: 'Costo',
    tickets: 'Tickets creados',
    ticket: (number: number) => `Ticket #${number}`,
    webChat: 'Ver su conversación en el chat web',
    transcript: 'Consultas y respuestas',
    sources: 'Fuentes',
    noSources: 'Sin fuentes',
    model: 'Modelo',
    noModel: 'ninguno',
    latency: (ms: string) => `${ms}\u00a0ms`,
    fallback: 'Respuesta extractiva',
    notConfident: 'Sin respuesta confiable',
    suggestedTicket: 'Sugirió crear un ticket',
    department: (name: string) => `Departamento sugerido: ${name}`,
    rating: 'Valoración',
    ratings: { helpful: 'Útil', notHelpful: 'No útil' },
    noRating: 'Sin valoración',
    feedback: (comment: string) => `Comentario: ${comment}`,
    channels: { WEB_CHAT: 'Chat web', WHATSAPP: 'WhatsApp' },
  },
} as const;
