/**
 * Texts of the app shell: skip link, sidebar, header, user menu, status bar and page titles
 * (docs/product/app-shell.md). The original product's strings keep their capitalisation; new ones
 * are in sentence case and follow the glossary of docs/product/ui.md#spanish-writing.
 */
export const layoutMessages = {
  skipToContent: 'Saltar al contenido',
  /** docs/product/app-shell.md#error-pages Header fallback when no title matches. */
  defaultTitle: 'Soporte Técnico',

  /**
   * Page titles by exact path (docs/product/app-shell.md#header Header). Also used for
   * document.title.
   */
  titles: {
    '/dashboard': 'Panel Principal',
    '/tickets': 'Gestión de Tickets',
    '/tickets/completed': 'Tickets Completados',
    '/tickets/create': 'Nuevo Ticket',
    '/tickets/new': 'Nuevo Ticket',
    '/tickets/public': 'Enviar un ticket',
    '/support': 'Enviar un ticket',
    '/ai-chat': 'Asistente IA',
    '/profile': 'Mi Perfil',
    '/notifications': 'Notificaciones',
    '/settings/notifications': 'Configuración de notificaciones',
    '/changelog': 'Historial de cambios',
    '/client/dashboard': 'Portal de Cliente',
    '/technician/dashboard': 'Panel del Técnico',
    '/technician/schedules': 'Mis Horarios',
    '/technician/lunch-schedule': 'Horarios de Almuerzo',
    '/tech-lead/dashboard': 'Panel del Líder Técnico',
    '/admin': 'Panel de Administración',
    '/admin/dashboard': 'Panel de Administración',
    '/admin/monitoring': 'Monitoreo del sistema',
    '/admin/team': 'Equipo y Roles',
    '/admin/team/schedules': 'Horarios del equipo',
    '/admin/customers': 'Clientes',
    '/admin/departments': 'Departamentos',
    '/admin/excel-import': 'Importar desde Excel',
    '/admin/sla-management': 'Gestión de SLA',
    '/admin/settings': 'Organización',
    '/admin/sla-dashboard': 'Panel de SLA',
    '/admin/reports': 'Reportes',
    '/admin/reports/schedules': 'Envíos programados',
    '/admin/products': 'Productos',
    '/admin/services': 'Servicios',
    '/admin/api-management': 'Gestión de API',
    '/admin/token-test': 'Prueba de tokens',
    '/admin/development-control': 'Control de desarrollo',
    '/admin/evolution-api': 'Evolution API',
    '/admin/message-tracking': 'Seguimiento de mensajes',
    '/admin/email-config': 'Configuración de email',
    '/admin/ai-config': 'IA y RAG',
    '/admin/break-reminders': 'Recordatorios de pausas',
    '/admin/whatsapp-agent': 'Asistente de WhatsApp',
    '/admin/ai-conversations': 'Conversaciones con IA',
    '/admin/web-chat-conversations': 'Conversaciones del chat web',
    '/admin/ai-agent-control': 'Control del asistente IA',
    '/admin/ai-costs': 'Costos de IA',
    '/admin/audit-logs': 'Historial de auditoría',
    '/admin/error-test': 'Prueba de errores',
    '/admin/template-management': 'Plantillas de mensajes',
    '/admin/zoho': 'Integración con Zoho',
    '/admin/zoho/config': 'Configuración de Zoho',
    '/admin/zoho/import': 'Importar desde Zoho',
    '/admin/zoho/historical-tickets': 'Tickets Históricos Zoho',
    '/departments': 'Departamentos',
    '/macros': 'Plantillas',
    '/admin/knowledge-base': 'Base de conocimiento',
    '/customers': 'Clientes',
    '/preview/logo': 'Vista previa del logo',
    '/auth-debug': 'Diagnóstico de sesión',
    '/dashboard-test': 'Pantalla de pared',
    '/dashboard-simple': 'Panel simplificado',
    '/login': 'Iniciar sesión',
    '/register': 'Crear cuenta',
    '/forgot-password': 'Recuperar contraseña',
  } as Readonly<Record<string, string>>,

  /**
   * docs/product/app-shell.md#header Header: generic titles by path prefix when no exact title
   * matches.
   */
  prefixTitles: {
    ticketDetail: 'Detalle del Ticket',
    resetPassword: 'Restablecer contraseña',
    admin: 'Administración',
    technician: 'Panel del Técnico',
    client: 'Portal de Cliente',
    techLead: 'Panel del Líder Técnico',
    helpArticle: 'Artículo de ayuda',
  },

  /** /admin/reports/{category}/{type} (docs/product/app-shell.md Reports). */
  reportTitles: {
    productivity: 'Reporte de productividad',
    breaks: 'Reporte de pausas',
    compliance: 'Reporte de cumplimiento',
    tickets: 'Reporte de tickets',
    sla: 'Reporte de SLA',
    technicians: 'Reporte de técnicos',
    customers: 'Reporte de clientes',
  },

  sidebar: {
    navigationLabel: 'Navegación principal',
    asideLabel: 'Menú lateral',
    drawerTitle: 'Menú de navegación',
    closeDrawer: 'Cerrar menú',
    /**
     * docs/product/app-shell.md Sidebar: admin groups, named as the original product names them.
     */
    groups: {
      dashboard: 'Dashboard',
      management: 'Gestión',
      configuration: 'Configuración',
    },
    showGroup: (group: string) => `Mostrar ${group}`,
    hideGroup: (group: string) => `Ocultar ${group}`,
    links: {
      home: 'Panel Principal',
      tickets: 'Gestión de Tickets',
      myTickets: 'Mis Tickets',
      completedTickets: 'Tickets Completados',
      newTicket: 'Nuevo Ticket',
      zohoHistoricalTickets: 'Tickets Históricos Zoho',
      clientDashboard: 'Mi panel',
      technicianSchedules: 'Mis Horarios',
      lunchSchedule: 'Horarios de Almuerzo',
      adminDashboard: 'Panel de Administración',
      slaDashboard: 'Panel de SLA',
      reports: 'Reportes',
      customers: 'Clientes',
      team: 'Equipo y Roles',
      departments: 'Departamentos',
      products: 'Productos',
      services: 'Servicios',
      excelImport: 'Importar desde Excel',
      slaManagement: 'Gestión de SLA',
      changelog: 'Historial de cambios',
      notificationSettings: 'Configuración de notificaciones',
      organizationSettings: 'Organización',
      apiManagement: 'Gestión de API',
      developmentControl: 'Control de desarrollo',
      evolutionApi: 'Evolution API',
      whatsappAgent: 'Asistente de WhatsApp',
      aiConversations: 'Conversaciones con IA',
      webChatConversations: 'Conversaciones del chat web',
      aiAgentControl: 'Control del asistente IA',
      aiCosts: 'Costos de IA',
      emailConfig: 'Configuración de email',
      templateManagement: 'Plantillas de mensajes',
      zoho: 'Integración con Zoho',
      aiConfig: 'IA y RAG',
      knowledgeBase: 'Base de conocimiento',
      breakReminders: 'Recordatorios de pausas',
      auditLogs: 'Historial de auditoría',
      profile: 'Mi Perfil',
      notifications: 'Notificaciones',
    },
  },

  header: {
    openMenu: 'Abrir menú de navegación',
    closeMenu: 'Cerrar menú de navegación',
    expandSidebar: 'Expandir menú lateral',
    collapseSidebar: 'Contraer menú lateral',
    notifications: 'Notificaciones',
  },

  userMenu: {
    trigger: (name: string) => `Menú de usuario: ${name}`,
    profile: 'Mi Perfil',
    logout: 'Cerrar Sesión',
    loggingOut: 'Cerrando sesión...',
  },

  statusBar: {
    label: 'Estado de la aplicación',
    version: (product: string, version: string) => `${product} v${version}`,
    role: (role: string) => `Rol: ${role}`,
  },

  /** Footer status bar: whether the API answers and whether the browser is online. */
  connection: {
    serverChecking: 'Comprobando el servidor...',
    serverOnline: 'Servidor en línea',
    serverDegraded: 'Servidor con problemas',
    serverOffline: 'Sin conexión con el servidor',
    browserOffline: 'Sin conexión a internet',
  },
} as const;
