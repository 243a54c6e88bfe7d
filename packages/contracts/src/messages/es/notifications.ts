import {
  NOTIFICATION_UNREAD_COUNT_CAP,
  type NotificationChannel,
  type NotificationType,
  type SocketState,
} from '../../constants/notifications';
import { countOf } from './plural';
import { notificationErrorMessages } from './notification-errors';

/**
 * Notifications texts (docs/product/notifications.md bell, /notifications, /settings/notifications;
 * messages).
 */
export const notificationMessages = {
  typeLabels: {
    TICKET_CREATED: 'Ticket creado',
    TICKET_UPDATED: 'Ticket actualizado',
    TICKET_ASSIGNED: 'Ticket asignado',
    TICKET_ESCALATED: 'Ticket escalado',
    COMMENT_ADDED: 'Nuevo comentario',
    STATUS_CHANGED: 'Cambio de estado',
    PRIORITY_CHANGED: 'Cambio de prioridad',
    ESCALATION_ALERT: 'Alerta de escalamiento',
    AI_BUDGET_ALERT: 'Presupuesto de IA',
    BREAK_REMINDER: 'Recordatorio de pausa',
  } satisfies Record<NotificationType, string>,
  /** What each type is about, shown under its name in the settings. */
  typeDescriptions: {
    TICKET_CREATED: 'Un ticket nuevo en tus departamentos o a tu nombre.',
    TICKET_UPDATED: 'Cambios en el título, la descripción u otros datos de un ticket que sigues.',
    TICKET_ASSIGNED:
      'Te asignan un ticket, uno tuyo pasa a otro técnico, o un técnico empieza a atender el tuyo.',
    TICKET_ESCALATED: 'Un ticket se escala al líder técnico.',
    COMMENT_ADDED: 'Una respuesta o nota nueva en un ticket que sigues.',
    STATUS_CHANGED: 'Un ticket que sigues cambia de estado.',
    PRIORITY_CHANGED: 'Un ticket que sigues cambia de prioridad.',
    ESCALATION_ALERT: 'Un ticket está por vencer o venció su plazo de atención.',
    AI_BUDGET_ALERT:
      'El gasto del asistente de IA del mes se acerca al presupuesto (solo administradores).',
    BREAK_REMINDER:
      'Es hora de tu pausa o de tu almuerzo según tu horario, o cerramos una pausa que olvidaste terminar.',
  } satisfies Record<NotificationType, string>,
  channelLabels: {
    inApp: 'En la aplicación',
    email: 'Email',
    push: 'Push',
  } satisfies Record<NotificationChannel, string>,
  bell: {
    trigger: (unread: number) =>
      unread === 0
        ? 'Notificaciones'
        : unread >= NOTIFICATION_UNREAD_COUNT_CAP
          ? `Notificaciones: más de ${NOTIFICATION_UNREAD_COUNT_CAP - 1} sin leer`
          : `Notificaciones: ${unread} sin leer`,
    title: 'Notificaciones',
    empty: 'No tienes notificaciones.',
    emptyHint: 'Aquí verás los tickets que te asignan, las respuestas y los cambios de estado.',
    loadError: 'No se pudieron cargar las notificaciones.',
    /** docs/product/ui.md#spanish-writing glossary: retry is "Intentar nuevamente". */
    retry: 'Intentar nuevamente',
    loading: 'Cargando notificaciones...',
    markAllRead: 'Marcar todas como leídas',
    markRead: 'Marcar como leída',
    delete: 'Eliminar notificación',
    /** Icon buttons repeat on every row: their names say which notification they act on. */
    markReadOf: (title: string) => `Marcar como leída: ${title}`,
    deleteOf: (title: string) => `Eliminar notificación: ${title}`,
    listLabel: 'Últimas notificaciones',
    close: 'Cerrar notificaciones',
    seeAll: 'Ver todas',
    settings: 'Configurar',
    unreadDot: 'Sin leer',
  },
  toasts: {
    markReadError: 'Error al marcar notificación como leída',
    markAllReadError: 'Error al marcar notificaciones como leídas',
    deleteError: 'Error al eliminar notificación',
    markAllReadSuccess: 'Todas las notificaciones marcadas como leídas',
    deleteSuccess: 'Notificación eliminada',
    preferencesSaved: 'Preferencias de notificación guardadas',
    preferencesError: 'No se pudieron guardar las preferencias',
    pushEnabled: 'Notificaciones push activadas en este navegador',
    pushDisabled: 'Notificaciones push desactivadas en este navegador',
    pushDenied:
      'El navegador bloqueó las notificaciones. Permítelas en la configuración del sitio para activarlas.',
    pushUnsupported: 'Este navegador no admite notificaciones push.',
    pushError: 'No se pudieron activar las notificaciones push',
    pushDisableError: 'No se pudieron desactivar las notificaciones push',
  },
  page: {
    title: 'Notificaciones',
    description: 'Todo lo que pasó en los tickets que sigues.',
    filterAll: 'Todas',
    filterUnread: 'Sin leer',
    filterType: 'Tipo',
    allTypes: 'Todos los tipos',
    empty: 'No hay notificaciones con estos filtros.',
    emptyAll: 'Todavía no tienes notificaciones.',
    count: (total: number) => countOf(total, { one: 'notificación', other: 'notificaciones' }),
    openTicket: (number: number) => `Abrir ticket #${number}`,
    /** Visible on the row's button; its accessible name says which notification. */
    deleteShort: 'Eliminar',
    filterLabel: 'Mostrar',
    emptyTitle: 'Sin resultados',
    clearFilters: 'Limpiar filtros',
    loadError: 'No se pudieron cargar las notificaciones.',
    retry: 'Intentar nuevamente',
    listLabel: 'Lista de notificaciones',
    perPage: 'Por página',
    paginationLabel: 'Paginación',
    showing: (from: string, to: string, total: string) => `Mostrando ${from}–${to} de ${total}`,
    previous: 'Anterior',
    next: 'Siguiente',
  },
  settings: {
    title: 'Configuración de notificaciones',
    description:
      'Elige cómo te avisamos de cada tipo de aviso. Nunca te avisamos de lo que haces tú mismo.',
    typeColumn: 'Tipo de aviso',
    save: 'Guardar preferencias',
    saving: 'Guardando…',
    reset: 'Restablecer valores predeterminados',
    pushTitle: 'Notificaciones push en este navegador',
    pushDescription:
      'Recibe los avisos aunque Atiende esté cerrado. El navegador te pedirá permiso solo cuando pulses el botón.',
    pushEnable: 'Activar en este navegador',
    pushDisable: 'Desactivar en este navegador',
    pushStatus: {
      unsupported: 'Este navegador no admite notificaciones push.',
      denied: 'Bloqueadas por el navegador.',
      enabled: 'Activadas en este navegador.',
      disabled: 'Desactivadas en este navegador.',
      /** No service worker is registered (the development server, or it failed to install). */
      unavailable:
        'No disponibles en esta página: la aplicación no terminó de instalarse en este navegador. Recarga la página e inténtalo nuevamente.',
      checking: 'Comprobando...',
    },
    pushDeniedHint: 'Para activarlas, permite las notificaciones en la configuración del sitio.',
    pushEnabling: 'Activando...',
    pushDisabling: 'Desactivando...',
    emailNote: 'Los emails se envían a tu dirección de acceso.',
    /** A switch's name: channel and type, e.g. "Email: Ticket asignado". */
    switchLabel: (channel: string, type: string) => `${channel}: ${type}`,
    tableCaption: 'Canales de aviso por tipo de notificación',
    loadError: 'No se pudieron cargar tus preferencias.',
    retry: 'Intentar nuevamente',
    unsaved: 'Tienes cambios sin guardar.',
  },
  socket: {
    states: {
      disconnected: 'Sin conexión en tiempo real',
      connecting: 'Conectando en tiempo real…',
      connected: 'Conectado en tiempo real',
      error: 'Error en la conexión en tiempo real',
    } satisfies Record<SocketState, string>,
    /**
     * docs/product/notifications.md#real-time-connection footer: between attempts, then after the
     * last one.
     */
    reconnecting: 'Reconectando...',
    exhausted: 'Sin conexión en tiempo real. Los datos pueden estar desactualizados.',
    retry: 'Intentar nuevamente',
  },
  validation: {
    pageInvalid: 'La página debe ser un número entero desde 1.',
    limitInvalid: 'El límite debe ser un número entero entre 1 y 50.',
    typeInvalid: 'El tipo de notificación no es válido.',
    booleanInvalid: 'El filtro debe ser true o false.',
    switchInvalid: 'Cada canal debe estar activado o desactivado.',
    preferencesRequired: 'Envía una preferencia por cada tipo de notificación.',
    duplicateType: 'Cada tipo de notificación puede aparecer una sola vez.',
    subscriptionInvalid: 'La suscripción push no es válida.',
    idInvalid: 'El identificador de la notificación no es válido.',
  },
  errors: notificationErrorMessages,
} as const;
