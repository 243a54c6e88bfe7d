import { countOf, formatFigure } from './plural';

const tickets = { one: 'ticket', other: 'tickets' };

/**
 * Texts of the técnico's queue (docs/product/tickets.md#ticket-list): view tabs with their counts,
 * headings per view, the phone's filter sheet, the split view, the assignment picker's load and
 * the loading states. The spec's page names ("Mis Tickets", "Gestión de Tickets") keep their
 * capitalisation; the rest is in sentence case.
 */
export const ticketQueueMessages = {
  views: {
    escalated: 'Escalados',
    /** The figure on a tab: "12", "1.000+" past the count's cap. */
    count: (count: number, isEstimate: boolean) => `${formatFigure(count)}${isEstimate ? '+' : ''}`,
    /** Read after the tab's name: ", 12 tickets", ", más de 1.000 tickets". */
    countLabel: (count: number, isEstimate: boolean) =>
      `, ${isEstimate ? 'más de ' : ''}${countOf(count, tickets)}`,
  },
  /** The list's h1 follows the open view. */
  headings: {
    mine: 'Mis Tickets',
    unassigned: 'Sin asignar',
    atRisk: 'Por vencer',
    urgent: 'Urgentes',
    escalated: 'Escalados',
    all: 'Gestión de Tickets',
  },
  filters: {
    /** The phone's button that opens the filters: "Filtros (2)" with two active. */
    open: (active: number) => (active > 0 ? `Filtros (${active})` : 'Filtros'),
    sheetTitle: 'Filtros',
    showTickets: 'Ver tickets',
  },
  split: {
    listLabel: 'Lista de tickets',
    ticketLabel: 'Ticket abierto',
  },
  loading: {
    list: 'Cargando tickets',
    ticket: 'Cargando el ticket',
  },
  assignee: {
    /** A person's open tickets over their maximum: "8/10". */
    load: (open: number, max: number | null) =>
      max === null ? countOf(open, { one: 'abierto', other: 'abiertos' }) : `${open}/${max}`,
    /** "Ana Torres (8/10 · disponible)", "Luis Rojas (10/10, sin cupo · en pausa)". */
    option: (name: string, load: string, isFull: boolean, availability: string) =>
      `${name} (${load}${isFull ? ', sin cupo' : ''} · ${availability})`,
    /** docs/schedules.md#availability, as the picker says it after the load. */
    availability: {
      available: 'disponible',
      on_break: 'en pausa',
      at_lunch: 'almorzando',
      off_shift: 'fuera de turno',
    },
    /** The picker asks before giving a ticket to someone away or full (not a refusal). */
    away: {
      on_break: 'está en pausa',
      at_lunch: 'está almorzando',
      off_shift: 'está fuera de turno',
    },
    /** "hasta las 10:15": when the pause ends. */
    until: (time: string) => ` hasta las ${time}`,
    fullLoad: (open: number, max: number) =>
      `tiene ${open} de ${countOf(max, { one: 'ticket abierto', other: 'tickets abiertos' })}`,
    /** "Ana Torres está en pausa. ¿Asignar de todos modos?", both facts joined with "y". */
    confirm: (name: string, facts: readonly string[]) =>
      `${name} ${facts.join(' y ')}. ¿Asignar de todos modos?`,
    confirmSubmit: 'Asignar de todos modos',
    loadHint: 'Junto a cada nombre, sus tickets abiertos, su máximo y si está disponible.',
    noStaff: 'Este departamento no tiene técnicos activos.',
  },
  /** A change from the list that failed and was undone on screen. */
  rolledBack: (number: number, message: string) =>
    `No se pudo cambiar el ticket #${number}; se deshizo el cambio. ${message}`,
} as const;
