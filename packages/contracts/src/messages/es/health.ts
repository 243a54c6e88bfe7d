import type { CheckStatus, HealthLevel, OptimizationAction } from '../../constants/health';
import { countOf } from './plural';

/**
 * Texts of the system-health panel, the monitoring page and the health API
 * (docs/product/audit-and-monitoring.md#system-health).
 */
export const healthMessages = {
  validation: {
    actionInvalid: 'La acción de optimización debe ser basic, aggressive o auto',
  },

  /** docs/product/audit-and-monitoring.md, verbatim. */
  loading: 'Cargando estado del backend',
  unreachable: 'No se pudo conectar con el backend',
  optimizeFailed: 'Error al conectar con el servidor',
  databaseUnreachable: 'La base de datos no respondió',

  button: (level: string) => `Salud del sistema: ${level}`,
  buttonLoading: 'Salud del sistema: comprobando',
  panelTitle: 'Salud del sistema',
  panelDescription: 'Estado del servidor, la memoria, la base de datos y los servicios externos.',
  close: 'Cerrar',
  retry: 'Intentar nuevamente',
  openMonitoring: 'Abrir monitoreo',
  updatedAt: (time: string) => `Actualizado a las ${time}`,

  /** docs/product/audit-and-monitoring.md: online, advertencia, crítico. */
  levels: {
    online: 'online',
    warning: 'advertencia',
    critical: 'crítico',
  } satisfies Record<HealthLevel, string>,
  levelSentences: {
    online: 'El backend está online y responde con normalidad.',
    warning: 'El backend responde, pero algo necesita atención.',
    critical: 'El backend está en estado crítico.',
  } satisfies Record<HealthLevel, string>,
  checkStatuses: {
    healthy: 'Normal',
    warning: 'Advertencia',
    critical: 'Crítico',
  } satisfies Record<CheckStatus, string>,

  sections: {
    server: 'Servidor',
    memory: 'Memoria',
    database: 'Base de datos',
    dependencies: 'Servicios externos',
    optimize: 'Optimización',
    cluster: 'Instancias',
  },
  /** docs/operations.md#health: the `cluster` block, as the panel says it. */
  cluster: {
    realtime: 'Eventos en vivo entre instancias',
    realtimeStates: {
      ok: 'Conectados por Redis',
      down: 'Sin conexión con Redis',
      not_configured: 'Sin Redis: llegan solo a quien usa esta instancia',
    },
    instancesLabel: 'Instancias activas (últimos 2 minutos)',
    current: 'esta',
    version: (version: string) => `versión ${version}`,
    since: (started: string) => `activa desde ${started}`,
    mixedVersions: (versions: string) =>
      `Versiones distintas en marcha (${versions}): normal durante una actualización; si dura, revisa la instancia que quedó atrás.`,
  },
  fields: {
    uptime: 'Tiempo activo',
    environment: 'Entorno',
    node: 'Node.js',
    platform: 'Plataforma',
    used: 'En uso',
    free: 'Libre',
    total: 'Límite',
    percentUsed: 'Uso',
    responseTime: 'Tiempo de respuesta',
    engine: 'Motor',
    error: 'Error',
  },
  engines: { pglite: 'Embebida (PGlite)', postgres: 'PostgreSQL' } as Record<string, string>,
  memoryScope: {
    configured: 'Memoria del proceso frente a MEMORY_LIMIT_MB',
    cgroup: 'Memoria del proceso frente al límite del contenedor',
    system: 'Memoria del proceso frente a la memoria del equipo',
  } as Record<string, string>,
  noDependencies: 'No hay servicios externos configurados.',
  dependencyNames: {
    redis: 'Redis',
    smtp: 'Servidor SMTP',
    aiProvider: 'Proveedor de IA',
    whatsapp: 'Pasarela de WhatsApp',
    jobQueue: 'Cola de tareas',
  } as Record<string, string>,
  notAvailable: 'No disponible',

  optimize: {
    intro: 'Libera las cachés internas y la memoria que el servidor ya no usa.',
    criticalIntro: 'En estado crítico solo se ofrecen la optimización agresiva y la automática.',
    actions: {
      basic: 'Limpieza básica',
      aggressive: 'Optimización agresiva',
      auto: 'Optimización automática',
    } satisfies Record<OptimizationAction, string>,
    running: 'Optimizando...',
    done: (action: string, freed: string) => `${action} completada. Memoria liberada: ${freed}.`,
    adminOnly: 'Solo los administradores pueden optimizar el servidor.',
  },

  monitoring: {
    title: 'Monitoreo del sistema',
    intro:
      'Muestras tomadas cada 30 segundos mientras esta página está abierta (se guardan hasta una hora).',
    current: 'Estado actual',
    chartsTitle: 'Evolución',
    memoryChart: 'Uso de memoria (%)',
    databaseChart: 'Tiempo de respuesta de la base de datos (ms)',
    memoryTakeaway: (last: string, max: string) =>
      `Uso de memoria actual ${last}; máximo de la última hora ${max}.`,
    databaseTakeaway: (last: string, max: string) =>
      `Respuesta actual de la base de datos ${last}; la más lenta de la última hora ${max}.`,
    waiting: 'Esperando la primera muestra...',
    samples: (count: number) => countOf(count, { one: 'muestra', other: 'muestras' }),
    tabs: { chart: 'Gráfico', table: 'Tabla' },
    table: {
      caption: 'Muestras de salud del sistema',
      time: 'Hora',
      status: 'Estado',
      memory: 'Memoria (%)',
      database: 'Base de datos (ms)',
    },
    statusCounts: 'Estados en la última hora',
    forbidden: 'Esta página es solo para el equipo.',
  },
};
