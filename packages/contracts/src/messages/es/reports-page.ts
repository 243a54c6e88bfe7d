import { formatFigure } from './plural';

/**
 * The report pages' own words (docs/reports.md#pages): the list of families, one report's page,
 * its filters, chart, table and downloads. The reports' titles, descriptions and filter labels
 * are `reportMessages` (reports.ts): the exports and the e-mails say the same.
 */
export const reportPageMessages = {
  home: {
    title: 'Reportes',
    description: {
      ADMIN:
        'Elige un reporte: cada uno trae su gráfico, su tabla y se descarga en CSV, Excel o PDF.',
      TECH_LEAD:
        'Los reportes de tus departamentos: cada uno trae su gráfico, su tabla y se descarga en CSV, Excel o PDF.',
    },
    schedules: 'Envíos programados',
    familyReports: (family: string) => `Reportes de ${family}`,
    loading: 'Cargando los reportes…',
    loadFailed: 'No se pudieron cargar los reportes.',
  },
  forbiddenTitle: 'Reportes',
  back: 'Volver al panel',
  retry: 'Intentar nuevamente',
  allReports: 'Todos los reportes',
  loading: 'Cargando el reporte…',
  loadFailed: 'No se pudo cargar el reporte.',
  generatedAt: (time: string) => `Generado: ${time}`,
  empty: 'No hay datos con estos filtros. Prueba con otro periodo u otro departamento.',
  truncated: (max: number) =>
    `Se muestran las primeras ${formatFigure(max)} filas. Acota el reporte con los filtros para ver el resto.`,

  filters: {
    label: 'Filtros del reporte',
    toggle: 'Filtros',
    toggleWithCount: (count: number) => `Filtros (${formatFigure(count)})`,
    from: 'Desde',
    to: 'Hasta',
    now: 'Ahora',
    nowHint: 'Este reporte muestra la situación actual: no depende del periodo.',
    allDepartments: { ADMIN: 'Todos los departamentos', TECH_LEAD: 'Todos mis departamentos' },
    allTechnicians: 'Todos los técnicos',
    allPriorities: 'Todas las prioridades',
    allSources: 'Todos los canales',
    clear: 'Limpiar filtros',
    teamTimeRange: (days: number) =>
      `Los reportes de horarios abarcan hasta ${formatFigure(days)} días: elige un rango más corto.`,
  },

  chart: {
    title: 'Gráfico',
    chartTab: 'Gráfico',
    tableTab: 'Tabla',
    viewLabel: (title: string) => `Ver «${title}» como gráfico o como tabla`,
    loading: 'Cargando el gráfico…',
    firstRows: (shown: number) =>
      `El gráfico muestra las primeras ${formatFigure(shown)} filas; la tabla de abajo las muestra todas.`,
  },

  table: {
    title: 'Detalle',
    totals: 'Total',
    drill: 'Ver tickets',
    drillLabel: (row: string) => `Ver los tickets de ${row}`,
    drillHeader: 'Tickets',
  },

  actions: {
    label: 'Acciones del reporte',
    schedule: 'Programar envío',
    pdf: { short: 'PDF', long: 'Exportar a PDF (.pdf)' },
  },
} as const;
