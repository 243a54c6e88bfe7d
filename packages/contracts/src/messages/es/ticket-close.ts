import { ticketCloseErrorMessages } from './ticket-close-errors';
/**
 * Texts of a ticket's ending (docs/product/tickets.md#closing): the resolution shown as
 * "Solución", the client's "¿Se resolvió tu problema?", the satisfaction rating and the closed
 * notice. In tú, sentence case.
 */
export const ticketCloseMessages = {
  errors: ticketCloseErrorMessages,
  validation: {
    reopenReasonRequired: 'Cuéntanos qué sigue fallando',
    reopenReasonTooLong: 'El motivo no puede superar los 2,000 caracteres',
    ratingInvalid: 'Elige de 1 a 5 estrellas',
    ratingCommentTooLong: 'El comentario no puede superar los 2,000 caracteres',
  },
  notices: {
    rateWhenClosed: 'Podrás calificar la atención cuando el ticket esté cerrado.',
  },
  /** The public comment a client's "No, sigue el problema" leaves on the ticket. */
  reopenComment: (reason: string) => `El problema sigue: ${reason}`,
  solution: {
    heading: 'Solución',
    resolvedBy: (name: string) => `Resuelto por ${name}`,
  },
  confirm: {
    heading: '¿Se resolvió tu problema?',
    body: 'Si todo funciona, cierra el ticket. Si no, cuéntanos qué sigue fallando y lo retomamos.',
    yes: 'Sí, cerrar ticket',
    no: 'No, sigue el problema',
    closed: 'Ticket cerrado. ¡Gracias por confirmarlo!',
    failed: 'No se pudo cerrar el ticket. Inténtalo nuevamente.',
  },
  reopen: {
    title: '¿Qué sigue fallando?',
    description:
      'Tu respuesta queda como comentario en el ticket y vuelve a la cola del equipo de soporte.',
    label: 'Motivo',
    placeholder: 'Ejemplo: la impresora volvió a fallar esta mañana',
    submit: 'Reabrir ticket',
    done: 'Reabrimos tu ticket. Te responderemos pronto.',
  },
  rating: {
    heading: '¿Cómo calificarías la atención?',
    /** The radio group's accessible name and each star's. */
    groupLabel: 'Calificación de la atención',
    star: (value: number) => `${value} de 5`,
    scale: { low: 'Mala', high: 'Excelente' },
    hint: 'Toca una estrella: se envía al instante, con tu comentario si escribiste uno.',
    commentLabel: 'Comentario (opcional)',
    commentPlaceholder: 'Cuéntanos qué te gustó o qué podemos mejorar',
    thanks: '¡Gracias por tu calificación!',
    yourHeading: 'Tu calificación',
    saving: 'Guardando calificación...',
    failed: 'No se pudo guardar la calificación. Inténtalo nuevamente.',
    /** Staff read the client's rating on the ticket. */
    staffHeading: 'Calificación del cliente',
    staffValue: (value: number) => `${value} de 5`,
    staffBy: (name: string) => `Calificó ${name}`,
    noComment: 'Sin comentario',
  },
  export: {
    sheet: 'Tickets',
    audit: (format: string) => `Se exportó la lista de tickets a ${format}`,
    columns: {
      number: 'Número',
      title: 'Título',
      status: 'Estado',
      priority: 'Prioridad',
      department: 'Departamento',
      assignee: 'Asignado a',
      requester: 'Cliente',
      email: 'Email',
      business: 'Empresa',
      createdAt: 'Creado',
      resolvedAt: 'Resuelto',
      closedAt: 'Cerrado',
      resolution: 'Solución',
      rating: 'Calificación (1 a 5)',
      ratingComment: 'Comentario de la calificación',
    },
  },
  closed: {
    heading: 'Este ticket está cerrado',
    body: 'Ya no recibe respuestas. Si necesitas algo más, crea un ticket relacionado: llevará el número de este.',
    createRelated: 'Crear un ticket relacionado',
  },
} as const;
