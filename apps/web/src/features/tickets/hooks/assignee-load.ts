import { ticketQueueMessages, type TechnicianOption } from '@atiende/contracts';
import { formatTime } from '../../../lib/dates';

type Load = Pick<TechnicianOption, 'openTickets' | 'maxOpenTickets'>;

const text = ticketQueueMessages.assignee;

/** At or over their maximum of open tickets (`maxOpenTickets`; none set means no limit). */
export function isFull({ openTickets, maxOpenTickets }: Load): boolean {
  return maxOpenTickets !== null && openTickets >= maxOpenTickets;
}

/** On a break, at lunch or off shift (docs/schedules.md#availability). */
export function isAway(person: Pick<TechnicianOption, 'availability'>): boolean {
  return person.availability.state !== 'available';
}

/** The picker's option: "Ana Torres (8/10 · disponible)", "Luis Rojas (10/10, sin cupo · en pausa)". */
export function assigneeOptionOf(person: TechnicianOption): { value: string; label: string } {
  const load = text.load(person.openTickets, person.maxOpenTickets);
  return {
    value: person.id,
    label: text.option(
      person.name,
      load,
      isFull(person),
      text.availability[person.availability.state],
    ),
  };
}

/**
 * docs/tickets.md#assignment-picker: the question asked before giving a ticket by hand to
 * someone away or full — "Ana Torres está en pausa hasta las 10:15. ¿Asignar de todos modos?",
 * "Ana Torres tiene 10 de 10 tickets abiertos. ¿Asignar de todos modos?" — or null when they
 * are available with room. A confirmation, never a refusal.
 */
export function assignmentWarningOf(person: TechnicianOption): string | null {
  const facts: string[] = [];
  const { state, until } = person.availability;
  if (state !== 'available') {
    // The end of a pause is worth saying; the next shift may be days away.
    const isPause = state === 'on_break' || state === 'at_lunch';
    facts.push(`${text.away[state]}${isPause && until ? text.until(formatTime(until)) : ''}`);
  }
  if (isFull(person) && person.maxOpenTickets !== null) {
    facts.push(text.fullLoad(person.openTickets, person.maxOpenTickets));
  }
  return facts.length > 0 ? text.confirm(person.name, facts) : null;
}
