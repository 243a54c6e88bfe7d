import { ticketQueueMessages, type TechnicianOption } from '@atiende/contracts';

type Load = Pick<TechnicianOption, 'openTickets' | 'maxOpenTickets'>;

/** At or over their maximum of open tickets (`maxOpenTickets`; none set means no limit). */
export function isFull({ openTickets, maxOpenTickets }: Load): boolean {
  return maxOpenTickets !== null && openTickets >= maxOpenTickets;
}

/** The picker's option: "Ana Torres (8/10)", "Luis Rojas (10/10, sin cupo)". */
export function assigneeOptionOf(person: TechnicianOption): { value: string; label: string } {
  const load = ticketQueueMessages.assignee.load(person.openTickets, person.maxOpenTickets);
  return {
    value: person.id,
    label: ticketQueueMessages.assignee.option(person.name, load, isFull(person)),
  };
}
