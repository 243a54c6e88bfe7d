import type { FeatureFlag } from '../../constants/feature-flags';

/**
 * /admin/development-control, "Funciones opcionales" (docs/product/app-shell.md feature-checked
 * routes).
 */
export const featureFlagMessages = {
  heading: 'Funciones opcionales',
  intro:
    'Apaga una función para quitar su página y su enlace del menú a todo el equipo. Se puede volver a encender cuando quieras.',
  toggle: (label: string, isOn: boolean) => `${label}: ${isOn ? 'encendida' : 'apagada'}`,
  turnedOn: (label: string) => `Se encendió "${label}".`,
  turnedOff: (label: string) => `Se apagó "${label}".`,
  failed: 'No se pudo cambiar la función. Inténtalo nuevamente.',
  alwaysOn:
    'Control de desarrollo no se puede apagar: desde aquí se vuelven a encender las demás funciones.',
  notBuilt: (label: string) =>
    `${label} todavía no está disponible en Atiende: no se puede encender hasta que exista su página.`,
  loadError: 'No se pudieron cargar las funciones opcionales.',
  unavailable: 'Esta función está apagada',
  unavailableHint:
    'Un administrador la desactivó. Si la necesitas, pide que la enciendan en Control de desarrollo.',
  backHome: 'Ir al panel principal',
  labels: {
    products: 'Productos y servicios',
    apiManagement: 'Gestión de API',
    tokenTest: 'Prueba de tokens',
    developmentControl: 'Control de desarrollo',
    evolutionApi: 'Evolution API (WhatsApp)',
    messageTracking: 'Seguimiento de mensajes',
    emailConfig: 'Configuración de email',
    aiConfig: 'Configuración de IA',
    breakReminders: 'Recordatorios de pausas',
    whatsappAgent: 'Agente de WhatsApp',
    aiConversations: 'Conversaciones de IA',
    webChatConversations: 'Conversaciones del chat web',
    aiAgentControl: 'Control del agente de IA',
    aiCosts: 'Costos de IA',
    auditLogs: 'Historial de auditoría',
    errorTest: 'Prueba de errores',
    templateManagement: 'Plantillas de mensajes',
    zoho: 'Zoho Desk',
    schedules: 'Horarios del equipo',
    reports: 'Reportes',
  } satisfies Record<FeatureFlag, string>,
} as const;
