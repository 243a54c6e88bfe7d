/**
 * The virtual assistant's chat: the floating panel and /ai-chat (docs/assistant.md#chat). The
 * product's fixed strings are kept word for word ("Asistente Virtual", "Crear Ticket", "Limpiar
 * chat", the toasts, docs/product/to-build.md#the-assistant).
 */

export const assistantChatMessages = {
  title: 'Asistente Virtual',
  pageTitle: 'Asistente IA',
  pageIntro:
    'Pregunta lo que necesites sobre tus tickets o el sistema. Si hace falta una persona, te propondré crear un ticket.',
  minimize: 'Minimizar',
  expand: 'Expandir',
  close: 'Cerrar el asistente',
  openFullPage: 'Abrir en página completa',
  clear: 'Limpiar chat',
  /** The list of messages, for screen readers. */
  logLabel: 'Conversación con el asistente',
  botName: 'Asistente',
  userName: 'Tú',
  welcome: (name: string) =>
    `¡Hola ${name}! Soy tu asistente virtual. Puedo ayudarte con tus tickets y con el uso del sistema. ¿En qué te ayudo hoy?`,
  /** When the user has no name on file. */
  fallbackName: 'Usuario',
  suggestionsLabel: 'Preguntas sugeridas',
  suggestions: [
    '¿Cómo creo un ticket?',
    '¿Cómo consulto el estado de mis tickets?',
    '¿Cómo cambio mi contraseña?',
    '¿Cómo contacto a soporte?',
  ],
  inputLabel: 'Escribe tu pregunta',
  inputHint: 'Enter envía; Shift+Enter agrega una línea.',
  inputPlaceholder: 'Ej.: la impresora de comandas no imprime',
  send: 'Enviar',
  typing: 'El asistente está escribiendo...',
  sourcesLabel: 'Fuentes',
  fallbackNote: 'Respuesta armada con los artículos de ayuda.',
  /** Feedback on one answer (ratings 5 and 1). */
  helpful: 'Útil',
  notHelpful: 'No útil',
  feedbackGroup: '¿Te sirvió esta respuesta?',
  feedbackSent: 'Gracias, registramos tu opinión.',
  /** docs/product/to-build.md#the-assistant: the toasts, word for word. */
  toasts: {
    queryFailed: 'Error al procesar la consulta',
    ticketCreated: 'Ticket creado exitosamente',
    ticketFailed: 'Error al crear el ticket',
    feedbackFailed: 'Error al enviar feedback',
    thanksHelpful: '¡Gracias por tu feedback!',
    thanksNotHelpful: 'Feedback enviado, mejoraremos nuestras respuestas',
  },
  /** The bot's own messages. */
  replies: {
    failed:
      'Lo siento, no pude procesar tu consulta en este momento. Te recomiendo crear un ticket para que nuestro equipo de soporte pueda ayudarte.',
    createTicketLink: 'Crear un ticket',
    empty: 'No se pudo obtener una respuesta',
    ticketCreated: (number: string) =>
      `He creado el ticket #${number} para ti. Nuestro equipo de soporte se pondrá en contacto contigo pronto.`,
  },
  suggestedTicket: {
    heading: 'Ticket sugerido',
    title: 'Título',
    priority: 'Prioridad',
    department: 'Departamento',
    chooseDepartment: 'Elige un departamento',
    departmentRequired: 'Elige el departamento que debe atenderlo.',
    departmentsFailed: 'No se pudieron cargar los departamentos.',
    create: 'Crear Ticket',
    creating: 'Creando ticket...',
    created: (number: string) => `Ticket #${number} creado`,
    view: (number: string) => `Ver ticket #${number}`,
  },
} as const;
