/** The dialogs of the ticket page; the page owns which one is open so shortcuts can open them. */
export type TicketDialog = 'resolve' | 'escalate' | 'assign' | 'reassign' | 'delete';
