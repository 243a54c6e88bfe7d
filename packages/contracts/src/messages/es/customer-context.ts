import { countOf } from './plural';

/**
 * The customer context panel beside a ticket (staff only): who asked, their company, their other
 * tickets and the team's notes about them (docs/customers.md#customer-context).
 */
export const customerContextMessages = {
  title: 'Cliente',
  loading: 'Cargando los datos del cliente…',
  loadFailed: 'No se pudieron cargar los datos del cliente.',
  retry: 'Reintentar',
  contact: 'Contacto',
  name: 'Nombre',
  email: 'Email',
  phone: 'Teléfono',
  cargo: 'Cargo',
  noAccount: 'Sin cuenta en el portal',
  company: 'Empresa',
  noCompany: 'Sin empresa asociada',
  ruc: 'RUC',
  chain: 'Cadena',
  address: 'Dirección',
  companyPage: 'Ver ficha de la empresa',
  openTickets: 'Otros tickets abiertos',
  noOpenTickets: 'No tiene otros tickets abiertos.',
  recentTickets: 'Resueltos y cerrados recientes',
  noRecentTickets: 'No tiene tickets resueltos ni cerrados.',
  /** "2 tickets abiertos más": the open ones beyond the few listed. */
  moreOpen: (count: number) =>
    `${countOf(count, { one: 'ticket abierto', other: 'tickets abiertos' })} más`,
  /** The collapsed panel's one line: "3 tickets abiertos". */
  openCount: (count: number) =>
    countOf(count, { one: 'otro ticket abierto', other: 'otros tickets abiertos' }),
  notes: {
    company: 'Notas sobre la empresa',
    requester: 'Notas sobre el contacto',
    hint: 'Solo las ve el equipo; nunca el cliente.',
    empty: 'Sin notas.',
    edit: 'Editar notas',
    save: 'Guardar notas',
    cancel: 'Cancelar',
    saved: 'Notas guardadas',
    saveFailed: 'No se pudieron guardar las notas.',
  },
  /** docs/customers.md#company-suggestions: the notice above the conversation. */
  suggestion: {
    heading: (name: string) => `Empresa sugerida: ${name}`,
    body: 'Quien escribió puso el nombre de esta empresa, pero su email no es uno de sus contactos. El ticket no se vinculó a ninguna empresa.',
    addContact: (name: string) => `Agregar a ${name} como contacto de la empresa`,
    confirm: 'Vincular a la empresa',
    dismiss: 'Descartar',
    confirmed: (name: string) => `Ticket vinculado a ${name}`,
    dismissed: 'Sugerencia descartada',
    failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
  },
  validation: {
    addRequesterAsContactInvalid: 'Indica si quien escribió se agrega como contacto',
    notesTooLong: 'Las notas no pueden superar los 2000 caracteres',
    noCompany: 'Este ticket no tiene una empresa asociada',
    noRequesterAccount: 'Quien abrió este ticket no tiene cuenta en el portal',
  },
  audit: {
    companyLinked: (ticketNumber: number, company: string) =>
      `Se vinculó el ticket #${ticketNumber} a la empresa ${company}`,
    suggestionDismissed: (ticketNumber: number, company: string) =>
      `Se descartó la empresa sugerida ${company} del ticket #${ticketNumber}`,
    requesterNotes: (name: string) => `Se editaron las notas del contacto ${name}`,
  },
} as const;
