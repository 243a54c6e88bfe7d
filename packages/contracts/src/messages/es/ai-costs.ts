import { countOf, formatFigure } from './plural';

/**
 * Texts of /admin/ai-costs "Costos de IA" (docs/assistant.md#costs-page): what the assistant
 * cost by day, model, department and user, the month against its budget, and the questions the
 * knowledge base does not answer yet.
 */
const queries = { one: 'consulta', other: 'consultas' };
const times = { one: 'vez', other: 'veces' };
const indexingCalls = { one: 'llamada de indexación', other: 'llamadas de indexación' };

/** "5 consultas", or "5 consultas y 3 llamadas de indexación" when the knowledge base was embedded. */
const workOf = (queryCount: number, indexingCount: number) =>
  indexingCount > 0
    ? `${countOf(queryCount, queries)} y ${countOf(indexingCount, indexingCalls)}`
    : countOf(queryCount, queries);

export const aiCostsMessages = {
  title: 'Costos de IA',
  description:
    'Consultas, tokens y costo en soles del asistente virtual y de la indexación de la base de conocimiento por día, modelo, departamento y usuario, frente al presupuesto del mes.',
  forbidden: 'Los costos del asistente los revisan los administradores.',
  back: 'Volver al panel',
  period: 'Período',
  loadFailed: 'No se pudieron cargar los costos de IA.',
  gapsLoadFailed: 'No se pudieron cargar las preguntas sin respuesta.',
  retry: 'Intentar nuevamente',
  loading: 'Cargando costos...',
  summaryLabel: 'Resumen del período',
  kpis: {
    cost: 'Costo total',
    costHint: (count: number, indexingCount = 0) => `En ${workOf(count, indexingCount)}`,
    queries: 'Consultas',
    queriesHint: (withProvider: number) =>
      withProvider === 0
        ? 'Ninguna pasó por el proveedor'
        : `${formatFigure(withProvider)} con el proveedor`,
    tokens: 'Tokens',
    tokensHint: (prompt: string, completion: string) =>
      `${prompt} de entrada · ${completion} de salida`,
    latency: 'Latencia promedio',
    latencyHint: 'Tiempo hasta la respuesta completa',
    budget: 'Presupuesto del mes',
    budgetHint: (spent: string, budget: string) => `${spent} de ${budget}`,
    noBudget: 'Sin presupuesto',
    noBudgetHint: (spent: string) => `Gastado este mes: ${spent}`,
  },
  budgetAlert: (share: string, alert: string, spent: string, budget: string) =>
    `El gasto de IA de este mes llegó al ${share} del presupuesto (${spent} de ${budget}); el aviso está en el ${alert}.`,
  budgetAlerted: 'Los administradores ya recibieron el aviso de este mes.',
  configNote: 'Los precios por modelo, el presupuesto mensual y su umbral de aviso se editan en',
  configLink: 'IA y RAG',
  configNoteWithout:
    'Los precios por modelo, el presupuesto mensual y su umbral de aviso se editan en la configuración de IA.',
  byDay: {
    title: 'Consumo por día',
    takeaway: (cost: string, count: number, day: string, dayCost: string, indexingCount = 0) =>
      `${cost} en ${workOf(count, indexingCount)}; el día de mayor gasto fue el ${day} (${dayCost}).`,
    takeawayFree: (count: number) =>
      `${countOf(count, queries)} sin costo: las respuestas salieron de la base de conocimiento, sin llamar al proveedor.`,
    takeawayUnpriced: (count: number, indexingCount: number) =>
      `${workOf(count, indexingCount)} sin costo: los modelos usados no tienen precio en la tabla de precios.`,
    day: 'Día',
    tableCaption: 'Consumo por día',
  },
  breakdown: {
    byModel: 'Por modelo',
    byDepartment: 'Por departamento',
    byUser: 'Por usuario',
    model: 'Modelo',
    department: 'Departamento',
    user: 'Usuario',
    noModel: 'Sin proveedor (base de conocimiento)',
    noDepartment: 'Sin departamento',
    noUser: 'Usuario eliminado',
    indexing: 'Indexación de la base de conocimiento',
    indexingDetail: 'Artículos y resoluciones de tickets, sin usuario ni departamento',
    showAll: (count: number) => `Ver los ${formatFigure(count)}`,
    showFewer: 'Ver menos',
  },
  columns: {
    queries: 'Consultas',
    indexingCalls: 'Llamadas de indexación',
    promptTokens: 'Tokens de entrada',
    completionTokens: 'Tokens de salida',
    latency: 'Latencia prom.',
    cost: 'Costo',
  },
  chartTab: 'Gráfico',
  tableTab: 'Tabla',
  viewLabel: (title: string) => `Vista de ${title}`,
  empty: 'Nadie consultó al asistente en este período.',
  gaps: {
    title: 'Preguntas sin buena respuesta',
    description:
      'Preguntas que el asistente respondió sin confianza o que recibieron "No me ayudó", agrupadas. Son los artículos que le faltan a la base de conocimiento.',
    empty: 'No hay preguntas sin buena respuesta en este período.',
    asked: (count: number) => `Preguntada ${countOf(count, times)}`,
    notHelpful: (count: number) => `No me ayudó: ${formatFigure(count)}`,
    unanswered: (count: number) => `Sin respuesta confiable: ${formatFigure(count)}`,
    lastAsked: (when: string) => `Última: ${when}`,
    write: 'Escribir artículo',
    writeFor: (question: string) => `Escribir artículo: ${question}`,
    listLabel: 'Preguntas sin buena respuesta',
    showAll: (count: number) => `Ver las ${formatFigure(count)} preguntas`,
    showFewer: 'Ver menos',
  },
  noLatency: 'Sin datos',
};
