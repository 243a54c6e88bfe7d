import type { AuditAction, AuditEntityType, AuditSeverity } from '../../constants/audit';
import { countOf } from './plural';

/** What an exception's entry names: its kind's label, the person and the dates (yyyy-mm-dd). */
export type ExceptionSummary = { kind: string; person: string; startsOn: string; endsOn: string };

/** "dd/mm/aaaa" of a yyyy-mm-dd date. */
const dayOf = (date: string) => date.split('-').reverse().join('/');

function exceptionSummary({ kind, person, startsOn, endsOn }: ExceptionSummary): string {
  const days =
    startsOn === endsOn ? `el ${dayOf(startsOn)}` : `del ${dayOf(startsOn)} al ${dayOf(endsOn)}`;
  return `${kind} de ${person}, ${days}`;
}

/** Texts of the audit log (/admin/audit-logs), its export and the error-test page. */
export const auditMessages = {
  validation: {
    eventTypeInvalid: 'El tipo de evento debe ser REACT_ERROR_BOUNDARY o API_ERROR',
    entityTypeInvalid: 'El tipo de entidad no es válido',
    descriptionRequired: 'La descripción es obligatoria',
    descriptionTooLong: 'La descripción no puede superar los 1000 caracteres',
    fieldTooLong: 'El texto es demasiado largo',
    statusCodeInvalid: 'El código de estado debe ser un número entre 0 y 599',
    dateInvalid: 'La fecha debe tener el formato aaaa-mm-dd',
    dateRangeInvalid: 'La fecha inicial no puede ser posterior a la final',
    actionInvalid: 'La acción no es válida',
    severityInvalid: 'La severidad no es válida',
    idInvalid: 'El identificador no es válido',
  },

  actions: {
    LOGIN_SUCCEEDED: 'Inicio de sesión',
    LOGIN_FAILED: 'Inicio de sesión fallido',
    LOGOUT: 'Cierre de sesión',
    USER_CREATED: 'Usuario creado',
    USER_AVATAR_UPDATED: 'Foto de perfil cambiada',
    USER_AVATAR_REMOVED: 'Foto de perfil quitada',
    USER_UPDATED: 'Usuario editado',
    USER_ROLE_CHANGED: 'Rol cambiado',
    USER_DEACTIVATED: 'Usuario desactivado',
    USER_REACTIVATED: 'Usuario reactivado',
    USER_DELETED: 'Usuario eliminado',
    USER_PASSWORD_RESET_BY_ADMIN: 'Contraseña restablecida por un administrador',
    STEP_UP_FAILED: 'Confirmación de contraseña fallida',
    TECHNICIAN_PROFILE_UPDATED: 'Perfil de técnico editado',
    DEPARTMENT_CREATED: 'Departamento creado',
    DEPARTMENT_UPDATED: 'Departamento editado',
    DEPARTMENT_DELETED: 'Departamento eliminado',
    DEPARTMENT_MEMBERS_CHANGED: 'Equipo del departamento cambiado',
    PRODUCT_CREATED: 'Producto creado',
    PRODUCT_UPDATED: 'Producto editado',
    PRODUCT_DELETED: 'Producto eliminado',
    SLA_POLICY_CREATED: 'Política de SLA creada',
    SLA_POLICY_UPDATED: 'Política de SLA editada',
    SLA_POLICY_DELETED: 'Política de SLA eliminada',
    SLA_CALENDAR_CREATED: 'Calendario laboral creado',
    SLA_CALENDAR_UPDATED: 'Calendario laboral editado',
    SLA_CALENDAR_DELETED: 'Calendario laboral eliminado',
    SCHEDULE_SETTINGS_UPDATED: 'Calendario de feriados de los horarios cambiado',
    WORK_SHIFTS_UPDATED: 'Horario semanal cambiado',
    SCHEDULE_EXCEPTION_CREATED: 'Excepción de horario creada',
    SCHEDULE_EXCEPTION_UPDATED: 'Excepción de horario editada',
    SCHEDULE_EXCEPTION_DELETED: 'Excepción de horario eliminada',
    DEPARTMENT_SCHEDULE_SETTINGS_UPDATED: 'Configuración de horarios del departamento cambiada',
    LUNCH_ROTA_SAVED: 'Rota de almuerzo guardada',
    BREAK_POLICY_CREATED: 'Política de pausas creada',
    BREAK_POLICY_UPDATED: 'Política de pausas editada',
    BREAK_POLICY_DELETED: 'Política de pausas eliminada',
    CUSTOMER_CREATED: 'Cliente creado',
    CUSTOMER_UPDATED: 'Cliente editado',
    CUSTOMER_MERGED: 'Clientes fusionados',
    IMPORT_STARTED: 'Importación iniciada',
    IMPORT_FINISHED: 'Importación terminada',
    DATA_EXPORTED: 'Datos exportados',
    TICKET_DELETED: 'Ticket eliminado',
    TICKETS_BULK_UPDATED: 'Cambio masivo de tickets',
    TICKET_COMPANY_LINKED: 'Ticket vinculado a una empresa',
    TICKET_COMPANY_SUGGESTION_DISMISSED: 'Empresa sugerida descartada',
    AUDIT_LOG_EXPORTED: 'Auditoría exportada',
    FEATURE_FLAG_CHANGED: 'Función opcional cambiada',
    MESSAGE_TEMPLATE_UPDATED: 'Plantilla de mensaje editada',
    MESSAGE_TEMPLATE_RESTORED: 'Plantilla de mensaje restaurada',
    JOB_RETRIED: 'Tarea reintentada',
    BACKUP_CREATED: 'Copia de seguridad creada',
    BACKUP_RESTORED: 'Copia de seguridad restaurada',
    DATABASE_MOVED: 'Base de datos trasladada a PostgreSQL',
    API_KEY_CREATED: 'Clave de API creada',
    API_KEY_UPDATED: 'Clave de API editada',
    API_KEY_REVOKED: 'Clave de API revocada',
    API_KEY_DELETED: 'Clave de API eliminada',
    API_KEY_USED: 'Clave de API usada',
    EMAIL_CONFIG_UPDATED: 'Configuración de correo cambiada',
    EMAIL_TEST_SENT: 'Correo de prueba enviado',
    EMAIL_RESENT: 'Correo fallido reenviado',
    MAILBOX_CREATED: 'Buzón IMAP agregado',
    MAILBOX_UPDATED: 'Buzón IMAP editado',
    MAILBOX_DELETED: 'Buzón IMAP eliminado',
    EMAIL_WEBHOOK_SECRET_REGENERATED: 'Secreto del webhook de correo regenerado',
    EMAIL_INBOUND_SETTINGS_CHANGED: 'Recepción de correo configurada',
    EMAIL_HELD_ACCEPTED: 'Correo retenido aceptado',
    EMAIL_HELD_DISCARDED: 'Correo retenido descartado',
    ORGANIZATION_SETTINGS_UPDATED: 'Configuración de la organización cambiada',
    REACT_ERROR_BOUNDARY: 'Error de pantalla',
    API_ERROR: 'Error de la API',
  } satisfies Record<AuditAction, string>,

  entityTypes: {
    DEPARTMENT: 'Departamento',
    TICKET: 'Ticket',
    USER: 'Usuario',
    CUSTOMER: 'Cliente',
    PRODUCT: 'Producto',
    SLA: 'SLA',
    AUDIT_LOG: 'Auditoría',
    DASHBOARD: 'Panel',
    FRONTEND: 'Aplicación web',
    API: 'API',
    FEATURE_FLAG: 'Función opcional',
    MESSAGE_TEMPLATE: 'Plantilla de mensaje',
    IMPORT: 'Importación',
    JOB: 'Tarea en segundo plano',
    BACKUP: 'Copia de seguridad',
    SCHEDULE: 'Horarios',
    REPORT: 'Reportes',
    API_KEY: 'Clave de API',
    EMAIL: 'Correo',
    MAILBOX: 'Buzones de correo',
    SETTINGS: 'Organización',
  } satisfies Record<AuditEntityType, string>,

  severities: {
    INFO: 'Información',
    WARNING: 'Advertencia',
    ERROR: 'Error',
    CRITICAL: 'Crítico',
  } satisfies Record<AuditSeverity, string>,

  /** The `message` column of server-side entries. */
  entries: {
    loginSucceeded: (email: string) => `${email} inició sesión`,
    loginFailed: (email: string) => `Intento fallido de inicio de sesión con ${email}`,
    logout: 'Sesión cerrada',
    messageTemplateUpdated: (name: string) => `Editó la plantilla de mensaje «${name}»`,
    messageTemplateRestored: (name: string) =>
      `Restauró el texto original de la plantilla de mensaje «${name}»`,
    emailWebhookSecretRegenerated: 'Regeneró el secreto de firma del webhook de correo',
    emailInboundSettingsChanged: 'Cambió el departamento de los tickets que llegan por correo',
    emailHeldAccepted: (from: string, ticketNumber: number) =>
      `Aceptó como comentario del ticket #${ticketNumber} el correo retenido de ${from}`,
    emailHeldDiscarded: (from: string, ticketNumber: number) =>
      `Descartó el correo retenido de ${from} del ticket #${ticketNumber}`,
    featureFlagChanged: (label: string, isOn: boolean) =>
      `${isOn ? 'Encendió' : 'Apagó'} la función "${label}"`,
    userCreated: (email: string) => `Se creó el usuario ${email}`,
    avatarUpdated: (email: string) => `${email} cambió su foto de perfil`,
    avatarRemoved: (email: string) => `${email} quitó su foto de perfil`,
    departmentCreated: (name: string) => `Se creó el departamento ${name}`,
    departmentUpdated: (name: string) => `Se editó el departamento ${name}`,
    departmentDeleted: (name: string) => `Se eliminó el departamento ${name}`,
    departmentMembersChanged: (name: string) => `Se cambió el equipo del departamento ${name}`,
    productCreated: (name: string) => `Se creó el producto ${name}`,
    productUpdated: (name: string) => `Se editó el producto ${name}`,
    productDeleted: (name: string) => `Se eliminó el producto ${name}`,
    slaPolicyCreated: (name: string) => `Se creó la política de SLA ${name}`,
    slaPolicyUpdated: (name: string) => `Se editó la política de SLA ${name}`,
    slaPolicyDeleted: (name: string) => `Se eliminó la política de SLA ${name}`,
    slaCalendarCreated: (name: string) => `Se creó el calendario laboral ${name}`,
    slaCalendarUpdated: (name: string) => `Se editó el calendario laboral ${name}`,
    slaCalendarDeleted: (name: string) => `Se eliminó el calendario laboral ${name}`,
    // Team time (docs/audit.md#team-time).
    scheduleSettingsUpdated: (calendar: string | null) =>
      calendar
        ? `Calendario de feriados de los horarios cambiado a «${calendar}»`
        : 'Calendario de feriados de los horarios cambiado al de la política de SLA predeterminada',
    workShiftsUpdated: (person: string, shifts: number) =>
      `Horario semanal de ${person} cambiado: ${countOf(shifts, { one: 'turno', other: 'turnos' })}`,
    scheduleExceptionCreated: (exception: ExceptionSummary) =>
      `Excepción de horario creada: ${exceptionSummary(exception)}`,
    scheduleExceptionUpdated: (exception: ExceptionSummary) =>
      `Excepción de horario editada: ${exceptionSummary(exception)}`,
    scheduleExceptionDeleted: (exception: ExceptionSummary) =>
      `Excepción de horario eliminada: ${exceptionSummary(exception)}`,
    departmentScheduleSettingsUpdated: (department: string, autoAssignChangedTo: string | null) =>
      `Configuración de horarios del departamento «${department}» cambiada` +
      (autoAssignChangedTo ? ` (asignación automática: ${autoAssignChangedTo})` : ''),
    lunchRotaSaved: (department: string, lunches: number, generated: boolean) =>
      `Rota de almuerzo del departamento «${department}» ${generated ? 'generada y guardada' : 'guardada'}: ` +
      countOf(lunches, { one: 'almuerzo', other: 'almuerzos' }),
    breakPolicyCreated: (name: string) => `Política de pausas «${name}» creada`,
    breakPolicyUpdated: (name: string) => `Política de pausas «${name}» editada`,
    breakPolicyDeleted: (name: string) => `Política de pausas «${name}» eliminada`,
    ticketDeleted: (number: number) => `Se eliminó el ticket #${number}`,
    ticketsBulkUpdated: (updated: number, failed: number) =>
      `Cambio masivo: ${countOf(updated, { one: 'ticket cambiado', other: 'tickets cambiados' })}, ${failed} sin cambios`,
    exported: 'Se exportó la auditoría a CSV',
    backupCreated: (engine: string) =>
      `Se creó una copia de seguridad de la base de datos (${engine})`,
    backupRestored: (createdAt: string) =>
      `Se restauró la copia de seguridad creada el ${createdAt}`,
    databaseMoved: 'Se trasladó la base de datos incorporada a PostgreSQL',
  },

  page: {
    title: 'Historial de auditoría',
    description: 'Acciones administrativas, inicios de sesión y errores de la aplicación.',
    filters: 'Filtros',
    from: 'Desde',
    to: 'Hasta',
    action: 'Acción',
    entityType: 'Entidad',
    severity: 'Severidad',
    search: 'Buscar',
    searchPlaceholder: 'Email, mensaje o identificador',
    actor: 'Usuario',
    any: 'Todas',
    clearFilters: 'Limpiar filtros',
    actorFilter: (name: string) => `Usuario: ${name}`,
    removeActorFilter: 'Quitar filtro de usuario',
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    exportFailed: 'No se pudo exportar la auditoría. Inténtalo nuevamente.',
    exported: 'Auditoría exportada',
    tableCaption: 'Registros de auditoría, del más reciente al más antiguo',
    date: 'Fecha',
    entity: 'Entidad',
    message: 'Detalle',
    systemActor: 'Sistema',
    anonymousActor: 'Sin sesión',
    viewDetail: 'Ver detalle',
    viewDetailOf: (action: string, date: string) => `Ver detalle de ${action} del ${date}`,
    emptyTitle: 'Sin resultados',
    emptyFiltered: 'Ningún registro coincide con estos filtros.',
    emptyAll: 'Aún no hay registros de auditoría.',
    loadFailed: 'No se pudo cargar la auditoría.',
    retry: 'Intentar nuevamente',
    showing: (first: number, last: number, total: string) =>
      `Mostrando ${first}–${last} de ${total}`,
    previous: 'Anterior',
    next: 'Siguiente',
    pagination: 'Paginación de la auditoría',
  },

  detail: {
    title: 'Detalle del registro',
    close: 'Cerrar',
    when: 'Fecha',
    actor: 'Usuario',
    role: 'Rol',
    action: 'Acción',
    entity: 'Entidad',
    entityId: 'Identificador',
    severity: 'Severidad',
    ip: 'Dirección IP',
    userAgent: 'Navegador',
    requestId: 'Id de la solicitud',
    before: 'Antes',
    after: 'Después',
    details: 'Datos del evento',
    none: '—',
    filterByActor: 'Ver acciones de este usuario',
  },

  /** /admin/error-test (docs/conventions.md#security: administrators only). */
  errorTest: {
    title: 'Prueba de errores',
    description:
      'Provoca cada tipo de error para comprobar la pantalla de error y su registro en la auditoría.',
    renderError: 'Provocar error de pantalla',
    renderErrorHint: 'Muestra “¡Oops! Algo salió mal” y lo registra como REACT_ERROR_BOUNDARY.',
    typeError: 'Provocar TypeError',
    typeErrorHint: 'Un “is not a function” al dibujar: severidad Error.',
    chunkError: 'Simular fallo de carga de código',
    chunkErrorHint: 'Un módulo que no se pudo descargar: severidad Crítico.',
    apiError: 'Provocar error de la API',
    apiErrorHint: 'Una llamada que falla: se registra como API_ERROR si el servidor responde 5xx.',
    apiErrorDone: 'La llamada falló como se esperaba',
    forbidden: 'Esta página es solo para administradores.',
    testErrorMessage: 'Error de prueba provocado desde /admin/error-test',
  },
};
