import { countOf } from './plural';

/**
 * Texts of the background jobs on /admin/monitoring (docs/jobs.md#failures): what each queue does,
 * in the administrator's words, and the section's labels.
 */
export const jobMessages = {
  /** One label per queue name (docs/jobs.md#queues); an unknown name is shown as it is. */
  queueLabels: {
    'mail.outbox': 'Envío de correos',
    'imports.run': 'Importación',
    'imports.cleanup': 'Limpieza de importaciones sin iniciar',
    'audit.retention': 'Limpieza de auditoría',
    'notifications.windows': 'Limpieza de agrupaciones de notificaciones',
    'notifications.retention': 'Limpieza de notificaciones antiguas',
    'events.redeliver': 'Entrega pendiente de notificaciones',
    'files.orphans': 'Limpieza de archivos sin uso',
    'knowledge.sweep': 'Indexación de soluciones para el asistente',
    'sla.check': 'Alertas de SLA por vencer y vencidos',
    'schedules.assign-waiting': 'Asignación automática de tickets en espera',
    'schedules.reminders': 'Recordatorios de pausas y almuerzo',
    'schedules.pauses-autoclose': 'Cierre de pausas olvidadas',
    'reports.schedules': 'Envíos programados de reportes',
  } as Record<string, string>,
  queueLabel(queue: string): string {
    return jobMessages.queueLabels[queue] ?? queue;
  },

  validation: {
    queueInvalid: 'El nombre de la cola no es válido',
    idInvalid: 'El identificador de la tarea no es válido',
    limitInvalid: 'El límite debe ser un número entre 1 y 100',
  },
  errors: {
    notFailed: 'La tarea no existe o ya no está fallida; actualiza la lista.',
  },
  audit: {
    retried: (label: string) => `Se reintentó la tarea fallida "${label}"`,
  },

  section: {
    title: 'Tareas en segundo plano',
    description:
      'Trabajos que el servidor hace por su cuenta. Una tarea que falló en todos sus intentos queda aquí hasta que la reintentes.',
    queuesTitle: 'Colas',
    queue: 'Tarea',
    queued: 'En espera',
    active: 'En curso',
    failed: 'Fallidas',
    noQueues: 'No hay colas registradas.',
    failedTitle: 'Tareas fallidas',
    failedCount: (count: number) =>
      countOf(count, { one: 'tarea fallida', other: 'tareas fallidas' }),
    empty: 'No hay tareas fallidas.',
    noError: 'Sin detalle del error',
    failedAt: (date: string, attempts: number) =>
      `Falló el ${date}, tras ${countOf(attempts, { one: 'intento', other: 'intentos' })}`,
    actions: 'Acciones',
    retry: 'Reintentar',
    retrying: 'Reintentando...',
    retryLabel: (label: string, failedAt: string) => `Reintentar ${label} (falló ${failedAt})`,
    retried: (label: string) => `Tarea "${label}" puesta de nuevo en cola`,
    retryFailed: 'No se pudo reintentar la tarea. Inténtalo nuevamente.',
    loadFailed: 'No se pudieron cargar las tareas en segundo plano.',
    loading: 'Cargando tareas en segundo plano',
    reload: 'Intentar nuevamente',
  },
};
