import type { Role } from '@atiende/contracts';

/** The signed-in person, as the ticket pages need it (the app passes it in from the session). */
export interface TicketViewer {
  id: string;
  name: string;
  role: Role;
}

export function isStaffRole(role: Role): boolean {
  return role !== 'CLIENT';
}
