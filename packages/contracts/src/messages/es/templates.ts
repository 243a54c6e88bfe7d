import type { TemplateKind, TemplatePart } from '../../schemas/templates';

/** /admin/template-management and the templates' API (docs/templates.md). */
export const templateMessages = {
  page: {
    title: 'Plantillas de mensajes',
    description:
      'Los correos y avisos que Atiende envía. Edita sus textos con las variables de cada uno; sin cambios, se usa el texto original.',
    listLabel: 'Plantillas',
    forbidden: 'Esta página es solo para administradores.',
    customized: 'Editada',
    original: 'Original',
    empty: 'Elige una plantilla para editarla.',
    loadFailed: 'No se pudieron cargar las plantillas.',
    retry: 'Reintentar',
    back: 'Volver a la lista',
    notification: 'Aviso y correo',
    emailOnly: 'Solo correo',
    lastEdited: (who: string | null, when: string) =>
      who ? `Editada por ${who} el ${when}` : `Editada el ${when}`,
  },
  kinds: {
    tickets: 'Tickets',
    sla: 'Alertas de SLA',
    account: 'Cuenta',
    publicForm: 'Formulario público',
    reports: 'Reportes programados',
  } satisfies Record<TemplateKind, string>,
  parts: {
    title: 'Título del aviso',
    message: 'Texto del aviso',
    subject: 'Asunto del correo',
    html: 'Correo en HTML',
    text: 'Correo en texto plano',
  } satisfies Record<TemplatePart, string>,
  partHints: {
    title: 'Lo que se ve en la campana y en la notificación push.',
    message: 'El texto de la campana y de la notificación push.',
    subject: 'Una sola línea.',
    html: 'Las variables se insertan escapadas: su contenido nunca se lee como HTML.',
    text: 'La versión sin formato, para los programas de correo que no muestran HTML.',
  } satisfies Record<TemplatePart, string>,
  editor: {
    variables: 'Variables',
    variablesHint: 'Haz clic en una variable para insertarla donde está el cursor.',
    insert: (name: string) => `Insertar {{${name}}}`,
    emailOnlyVariable: 'Solo en el correo',
    preview: 'Vista previa',
    previewHint: 'Con datos de ejemplo.',
    previewHtml: 'HTML',
    previewText: 'Texto',
    previewNotification: 'Aviso',
    previewFailed: 'No se pudo generar la vista previa.',
    previewFrameTitle: 'Vista previa del correo en HTML',
    save: 'Guardar cambios',
    saving: 'Guardando…',
    saved: 'Plantilla guardada.',
    restore: 'Restaurar original',
    restoring: 'Restaurando…',
    restored: 'Se restauró el texto original.',
    restoreTitle: '¿Restaurar el texto original?',
    restoreBody:
      'Se perderán los cambios guardados de esta plantilla y se volverá a usar el texto original.',
    restoreConfirm: 'Restaurar',
    cancel: 'Cancelar',
    discard: 'Descartar cambios',
    unsaved: 'Tienes cambios sin guardar.',
    unknownVariables: (names: string[]) =>
      `Variables desconocidas: ${names.map((name) => `{{${name}}}`).join(', ')}. Corrígelas antes de guardar.`,
    saveFailed: 'No se pudo guardar la plantilla.',
    restoreFailed: 'No se pudo restaurar la plantilla.',
  },
  validation: {
    required: 'Este campo no puede quedar vacío',
    tooLong: (max: number) =>
      `El texto no puede superar los ${max.toLocaleString('en-US')} caracteres`,
    oneLine: 'Escríbelo en una sola línea',
    unknownTemplate: 'Esa plantilla de mensaje no existe',
    unknownVariables: (names: string[]) =>
      `${names.map((name) => `{{${name}}}`).join(', ')} no ${names.length === 1 ? 'es una variable' : 'son variables'} de esta plantilla`,
    emailOnlyVariables: (names: string[]) =>
      `${names.map((name) => `{{${name}}}`).join(', ')} solo se puede usar en el correo`,
  },
} as const;
