import type { FirstResponsePromise } from '../../schemas/tickets';
import { answerPromise } from './first-response-promise';
import { ticketErrorMessages } from './ticket-errors';

/**
 * Texts of tickets, the public form and their errors (docs/product/public-form.md,
 * docs/product/tickets.md, docs/product/ui.md#spanish-writing).
 */
export const ticketMessages = {
  validation: {
    titleRequired: 'El título es obligatorio',
    titleTooLong: 'El título no puede superar los 200 caracteres',
    descriptionRequired: 'La descripción es obligatoria',
    descriptionTooLong: 'La descripción no puede superar los 20,000 caracteres',
    nameRequired: 'El nombre es obligatorio',
    emailRequired: 'El email es obligatorio',
    emailInvalid: 'El email no tiene un formato válido',
    phoneRequired: 'El teléfono es obligatorio',
    phoneInvalid: 'El teléfono no tiene un formato válido',
    businessRequired: 'La empresa es obligatoria',
    cargoRequired: 'El cargo es obligatorio',
    cargoInvalid: 'El cargo no es válido',
    departmentRequired: 'El departamento es obligatorio',
    departmentUnknown: 'El departamento no existe o no está activo',
    priorityInvalid: 'La prioridad no es válida',
    statusInvalid: 'El estado no es válido',
    productUnknown: 'Uno de los productos no existe o no pertenece al departamento elegido',
    fileTooLarge: (name: string) => `El archivo ${name} excede el tamaño máximo de 10MB`,
    fileTypeNotAllowed: (name: string) =>
      `El archivo ${name} no es de un tipo permitido. Usa PDF, Word, TXT o una imagen (JPG, PNG, GIF).`,
    tooManyFiles: 'Puedes adjuntar hasta 10 archivos por envío.',
    fileFieldUnexpected: (expected: string, received: string) =>
      `Los archivos se envían en el campo «${expected}», no en «${received}».`,
    fieldTooLong: 'El texto de este campo es demasiado largo',
    commentRequired: 'Escribe un mensaje',
    commentTooLong: 'El mensaje no puede superar los 20,000 caracteres',
    resolutionRequired: 'Cuenta cómo se resolvió el ticket',
    reasonRequired: 'Indica el motivo',
    versionRequired: 'Falta la versión del ticket',
    assigneeRequired: 'Elige a quién asignar el ticket',
    invalidId: 'El identificador no es válido',
    invalidTicketId: 'El identificador del ticket no es válido',
    dateInvalid: 'Fecha inválida',
  },
  errors: ticketErrorMessages,
  /** Messages that refine a generic error code for tickets. */
  notices: {
    versionConflict:
      'Este ticket cambió mientras lo editabas. Recarga para ver la versión actual; tu texto se conserva.',
    deleted: 'Ticket eliminado',
    viewDeleted: 'Vista eliminada',
    viewLimit: (max: number) =>
      `Puedes guardar hasta ${max} vistas. Elimina alguna para guardar otra.`,
    viewNameRequired: 'Ponle un nombre a la vista',
  },
  publicForm: {
    pageTitle: 'Enviar un ticket',
    heading: 'Soporte Técnico',
    intro: 'Cuéntanos qué pasa y te responderemos pronto. No necesitas una cuenta.',
    sections: {
      client: 'Información del Cliente',
      details: 'Detalles del Ticket',
      products: 'Productos Relacionados',
      attachments: 'Archivos Adjuntos',
    },
    fields: {
      clientName: 'Nombre',
      clientEmail: 'Email',
      clientEmailHint: 'Ejemplo: ana@mirestaurante.pe',
      clientPhone: 'Teléfono',
      clientPhonePlaceholder: '+51 987 654 321',
      clientBusiness: 'Empresa',
      clientCargo: 'Cargo',
      cargoPlaceholder: 'Elige tu cargo',
      title: 'Título',
      titlePlaceholder: 'Ejemplo: La impresora de boletas no imprime',
      description: 'Descripción',
      descriptionHint: 'Qué pasó, desde cuándo y qué intentaste.',
      department: 'Departamento',
      departmentPlaceholder: 'Elige un departamento',
      priority: 'Prioridad',
      products: 'Productos relacionados (opcional)',
    },
    priorityOptions: {
      BAJA: 'Baja: es una consulta',
      MEDIA: 'Media: algo falla, pero puedo trabajar',
      ALTA: 'Alta: afecta a varias personas',
      URGENTE: 'Urgente: el negocio está detenido',
    },
    attachButton: 'Adjuntar archivos',
    attachHint: 'PDF, Word, TXT o imagen. Hasta 10MB por archivo.',
    removeFile: (name: string) => `Quitar ${name}`,
    remove: 'Quitar',
    /** Accessible name of the list of picked files. */
    attachedFiles: 'Archivos elegidos',
    /**
     * docs/product/ui.md#spanish-writing: what to do about an oversize file, shown under its
     * message.
     */
    fileTooLargeHint: 'Hasta 10MB por archivo. Comprímelo o envíalo en partes.',
    submit: 'Enviar Ticket',
    submitting: 'Enviando...',
    uploading: (percent: number) => `Subiendo archivos... ${percent} %`,
    /** Accessible name of the upload progress bar (axe aria-progressbar-name). */
    uploadingLabel: 'Subiendo archivos',
    /** The simple header of the public pages. */
    signIn: 'Iniciar sesión',
    success: 'Ticket creado correctamente',
    failure: (detail: string) => `Error al crear ticket: ${detail}`,
    unknownError: 'Error desconocido',
    successPage: {
      pageTitle: 'Ticket creado',
      heading: 'Ticket creado',
      number: 'Tu número de ticket es',
      copy: 'Copiar',
      copied: 'Número copiado',
      email: 'Te enviaremos un email de confirmación.',
      nextHeading: 'Qué pasará ahora',
      /** The matching SLA policy's first response (docs/sla.md#the-public-forms-promise). */
      next: (promise: FirstResponsePromise | null) =>
        `${answerPromise(promise)} Guarda tu número para cualquier consulta.`,
      createAnother: 'Crear Otro Ticket',
      viewMine: 'Ver mis tickets',
    },
  },
} as const;
