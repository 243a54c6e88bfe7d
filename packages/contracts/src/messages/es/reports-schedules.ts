import type { ReportScheduleFrequency, ReportScheduleFormat } from '../../constants/reports';

/** Lunes = 1 … domingo = 7, as the schedules store them. */
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Scheduled reports (docs/reports.md#scheduled-reports): the page "Envíos programados", the
 * e-mails and the public unsubscribe page.
 */
export const reportScheduleMessages = {
  page: {
    title: 'Envíos programados',
    description:
      'Reportes que Atiende envía por correo cada día, semana o mes (hora de Lima), en PDF o Excel.',
    back: 'Reportes',
    create: 'Nuevo envío',
    empty: 'Aún no hay envíos programados.',
    emptyHint: 'Crea uno para recibir un reporte por correo sin tener que abrirlo.',
    loadFailed: 'No se pudieron cargar los envíos programados.',
    retry: 'Reintentar',
    columns: {
      name: 'Nombre',
      report: 'Reporte',
      frequency: 'Frecuencia',
      recipients: 'Destinatarios',
      nextRun: 'Próximo envío',
      state: 'Estado',
      actions: 'Acciones',
    },
    active: 'Activo',
    paused: 'En pausa',
    noNextRun: '—',
    unsubscribed: 'dado de baja',
    createdBy: (name: string) => `Creado por ${name}`,
    actions: {
      edit: 'Editar',
      pause: 'Pausar',
      resume: 'Reanudar',
      delete: 'Eliminar',
      sendNow: 'Enviar ahora',
      history: 'Ver historial',
      menu: (name: string) => `Acciones de «${name}»`,
    },
    deleteTitle: '¿Eliminar el envío programado?',
    deleteBody: (name: string) =>
      `«${name}» dejará de enviarse y se borrará su historial. Esta acción no se puede deshacer.`,
    deleteConfirm: 'Eliminar',
    cancel: 'Cancelar',
    created: 'Envío programado creado.',
    saved: 'Cambios guardados.',
    pausedToast: 'Envío en pausa.',
    resumedToast: 'Envío reanudado.',
    deleted: 'Envío programado eliminado.',
    sentNow: (count: number) =>
      count === 1
        ? 'Reporte enviado a 1 destinatario.'
        : `Reporte enviado a ${count} destinatarios.`,
    sentNowNone: 'No se envió: todos los destinatarios se dieron de baja.',
    sentNowFailed: 'No se pudo generar el reporte. Revisa el historial.',
    actionFailed: 'No se pudo completar la acción. Inténtalo de nuevo.',
    saveFailed: 'No se pudo guardar el envío programado.',
    deleting: 'Eliminando…',
    forbidden: 'Los envíos programados son para administradores y jefes de equipo.',
  },
  dialog: {
    createTitle: 'Nuevo envío programado',
    editTitle: 'Editar envío programado',
    name: 'Nombre del envío',
    namePlaceholder: 'Resumen semanal de soporte',
    report: 'Reporte',
    filters: 'Filtros',
    frequency: 'Frecuencia',
    weekday: 'Día de la semana',
    monthDay: 'Día del mes',
    hour: 'Hora (Lima)',
    format: 'Formato',
    recipients: 'Destinatarios',
    recipientsHint: 'Escribe un correo y pulsa Enter o coma.',
    recipientsPlaceholder: 'nombre@empresa.pe',
    removeRecipient: (email: string) => `Quitar ${email}`,
    addRecipient: 'Agregar',
    periodNote: {
      daily: 'Cada envío trae el día anterior.',
      weekly: 'Cada envío trae la semana anterior (lunes a domingo).',
      monthly: 'Cada envío trae el mes anterior.',
    } as Record<ReportScheduleFrequency, string>,
    save: 'Guardar',
    saving: 'Guardando…',
    create: 'Crear envío',
    cancel: 'Cancelar',
    all: 'Todos',
  },
  history: {
    title: 'Historial de envíos',
    description: 'Lo que se envió, a quién y cuándo.',
    empty: 'Todavía no se ha enviado nada.',
    filterAll: 'Todos los envíos',
    filterLabel: 'Envío',
    columns: {
      when: 'Fecha',
      schedule: 'Envío',
      recipient: 'Destinatario',
      status: 'Estado',
      file: 'Archivo',
    },
    manual: 'Enviar ahora',
    noRecipient: '—',
    previous: 'Anterior',
    next: 'Siguiente',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  statuses: {
    QUEUED: 'En cola',
    SENT: 'Enviado',
    FAILED: 'Falló',
    SKIPPED_UNSUBSCRIBED: 'Dado de baja',
  },
  frequencies: { daily: 'Diario', weekly: 'Semanal', monthly: 'Mensual' } as Record<
    ReportScheduleFrequency,
    string
  >,
  formats: { pdf: 'PDF', xlsx: 'Excel' } as Record<ReportScheduleFormat, string>,
  /** The period a sending covers, in its report's "Periodo" ("Semana anterior (16/11 – 22/11)"). */
  periods: {
    daily: 'Día anterior',
    weekly: 'Semana anterior',
    monthly: 'Mes anterior',
  } as Record<ReportScheduleFrequency, string>,
  weekdays: WEEKDAYS,
  hourText,
  /** "Cada día a las 07:00", "Cada lunes a las 08:00", "El día 5 de cada mes a las 08:00". */
  describe(schedule: {
    frequency: ReportScheduleFrequency;
    weekday: number | null;
    monthDay: number | null;
    hour: number;
  }): string {
    const at = `a las ${hourText(schedule.hour)}`;
    if (schedule.frequency === 'weekly')
      return `Cada ${WEEKDAYS[(schedule.weekday ?? 1) - 1]} ${at}`;
    if (schedule.frequency === 'monthly')
      return `El día ${schedule.monthDay ?? 1} de cada mes ${at}`;
    return `Cada día ${at}`;
  },
  unsubscribe: {
    title: 'Dejar de recibir un reporte',
    working: 'Procesando tu baja…',
    done: (name: string, email: string) => `Ya no recibirás «${name}» en ${email}.`,
    doneHint: 'Si fue un error, pide a quien creó el envío que te agregue de nuevo.',
    invalid: 'El enlace no es válido o el envío ya no existe.',
    missing: 'Falta el código del enlace. Ábrelo tal como llegó en el correo.',
    failed: 'No se pudo procesar la baja. Inténtalo de nuevo en unos minutos.',
    retry: 'Reintentar',
    home: 'Ir a Atiende',
  },
  errors: {
    creatorInactive:
      'Quien creó el envío ya no está activo: otro administrador o jefe debe crearlo de nuevo.',
    creatorMissing:
      'Quien creó el envío ya no existe: otro administrador o jefe debe crearlo de nuevo.',
    reportFailed: 'No se pudo generar el reporte.',
    unsubscribeInvalid: 'El enlace no es válido o el envío ya no existe.',
    periodInvalid: 'Un envío programado trae el periodo según su frecuencia: quita el periodo.',
  },
} as const;
