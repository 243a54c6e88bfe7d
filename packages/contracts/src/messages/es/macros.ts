import { countOf } from './plural';
import { macroErrorMessages } from './macro-errors';

/**
 * Texts of the plantillas (canned responses that may also change the ticket): the management
 * page, the composer's picker and the API's messages (docs/macros.md). The glossary's word is
 * "plantilla", never "macro" or "respuesta rápida".
 */
export const macroMessages = {
  title: 'Plantillas',
  description:
    'Respuestas que escribes una vez y usas en cualquier ticket. Una plantilla también puede cambiar el estado, la prioridad o la asignación y dejar una nota interna.',
  navLabel: 'Plantillas',
  create: 'Nueva plantilla',
  createTitle: 'Nueva plantilla',
  createAction: 'Crear plantilla',
  dialogDescription:
    'Una plantilla personal es solo tuya; una del equipo la usan todos o un departamento.',
  editTitle: 'Editar plantilla',
  edit: (name: string) => `Editar ${name}`,
  remove: (name: string) => `Eliminar ${name}`,
  removeTitle: 'Eliminar plantilla',
  removeBody: (name: string) =>
    `¿Eliminar la plantilla "${name}"? Nadie podrá volver a usarla. Los mensajes ya enviados no cambian.`,
  removeConfirm: 'Eliminar',
  editAction: 'Editar',
  deleting: 'Eliminando...',
  retry: 'Intentar nuevamente',
  save: 'Guardar',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  close: 'Cerrar',
  saveFailed: 'No se pudo guardar la plantilla. Inténtalo nuevamente.',
  removeFailed: 'No se pudo eliminar la plantilla. Inténtalo nuevamente.',
  forbidden: 'Las plantillas son del equipo de soporte.',
  back: 'Volver al panel',
  created: (name: string) => `Plantilla "${name}" creada`,
  updated: (name: string) => `Plantilla "${name}" guardada`,
  removed: (name: string) => `Plantilla "${name}" eliminada`,
  removedPlain: 'Plantilla eliminada',
  loadFailed: 'No se pudieron cargar las plantillas.',
  emptyTitle: 'Aún no hay plantillas.',
  emptyBody: 'Crea una con las respuestas que más escribes.',
  sections: {
    personal: 'Mis plantillas',
    shared: 'Plantillas del equipo',
  },
  columns: {
    name: 'Nombre',
    scope: 'Alcance',
    actions: 'Acciones',
    usage: 'Uso',
    manage: 'Opciones',
  },
  scopes: {
    PERSONAL: 'Personal',
    SHARED: 'Del equipo',
  },
  allDepartments: 'Todos los departamentos',
  usage: (count: number, lastUsed: string | null) =>
    `${countOf(count, { one: 'uso', other: 'usos' })}${lastUsed ? ` · último ${lastUsed}` : ''}`,
  neverUsed: 'Sin usar',
  readOnly: 'Solo lectura',
  fields: {
    name: 'Nombre',
    namePlaceholder: 'Ejemplo: Reinicio de impresora',
    body: 'Texto',
    bodyHint:
      'Variables: {{cliente}}, {{empresa}}, {{ticket}}, {{asunto}}, {{tecnico}}, {{departamento}}. Se reemplazan al usarla.',
    scope: 'Alcance',
    department: 'Departamento',
    actionsLegend: 'Al usarla, también',
    status: 'Estado',
    resolution: 'Cómo se resolvió',
    resolutionHint: 'Obligatorio al marcar como resuelto. Admite las mismas variables.',
    priority: 'Prioridad',
    assignTo: 'Asignar a',
    assignSelf: 'Quien la use',
    internalNote: 'Nota interna',
    internalNoteHint: 'Se guarda como nota interna además del mensaje. Admite las variables.',
    noChange: 'No cambiar',
  },
  /** What a plantilla does besides its text, one short phrase each. */
  actionSummary: {
    status: (label: string) => `Estado: ${label}`,
    priority: (label: string) => `Prioridad: ${label}`,
    assignSelf: 'Asignarte el ticket',
    assignTo: (name: string) => `Asignar a ${name}`,
    internalNote: 'Nota interna',
    none: 'Solo texto',
  },
  picker: {
    button: 'Plantillas',
    label: 'Buscar plantillas',
    placeholder: 'Escribe para buscar',
    listLabel: 'Plantillas',
    empty: 'Sin resultados',
    none: 'Aún no tienes plantillas.',
    loading: 'Cargando plantillas...',
    hint: 'Escribe / al inicio de una línea para insertar una plantilla.',
    keyboardHint: 'Flechas para elegir, Enter para insertar, Escape para cerrar.',
    count: (count: number) => countOf(count, { one: 'plantilla', other: 'plantillas' }),
    pendingTitle: (name: string) => `Al enviar, la plantilla "${name}" también:`,
    dropActions: 'No aplicar estos cambios',
    inserted: (name: string) => `Plantilla "${name}" insertada`,
    noFiles: 'Una plantilla se envía sin adjuntos. Quita los archivos o envíalos en otro mensaje.',
    attachDisabled: 'Los adjuntos van en otro mensaje: una plantilla se envía sin ellos.',
  },
  applied: (name: string) => `Plantilla "${name}" aplicada`,
  validation: {
    nameRequired: 'Ponle un nombre a la plantilla',
    nameTooLong: 'El nombre no puede superar los 80 caracteres',
    bodyRequired: 'Escribe el texto de la plantilla',
    bodyTooLong: 'El texto no puede superar los 20,000 caracteres',
    noteTooLong: 'La nota no puede superar los 20,000 caracteres',
    unknownVariable: (names: string[]) =>
      `${names.map((name) => `{{${name}}}`).join(', ')} no es una variable conocida. Usa {{cliente}}, {{empresa}}, {{ticket}}, {{asunto}}, {{tecnico}} o {{departamento}}.`,
    departmentOnlyShared: 'Solo una plantilla del equipo puede limitarse a un departamento',
    departmentUnknown: 'El departamento no existe o está inactivo',
    resolutionRequired: 'Al marcar como resuelto, escribe cómo se resolvió',
    assigneeInvalid: 'Elige una persona activa del equipo',
    sharedNotAllowed:
      'Solo los líderes técnicos y los administradores pueden crear plantillas del equipo',
    departmentNotYours: 'Solo puedes crear plantillas del equipo para tus departamentos',
    tooMany: (max: number) => `Puedes tener hasta ${max} plantillas personales`,
  },
  errors: macroErrorMessages,
} as const;
