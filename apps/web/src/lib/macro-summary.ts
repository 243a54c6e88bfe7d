import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  macroMessages,
  type TicketPriority,
  type TicketStatus,
} from '@atiende/contracts';

const text = macroMessages.actionSummary;

/** What a plantilla does besides its text, as the page and the composer both say it. */
export interface MacroActionFacts {
  status: TicketStatus | null;
  priority: TicketPriority | null;
  /** Whoever uses it, or a named person, or nobody. */
  assignee: 'self' | { name: string } | null;
  hasInternalNote: boolean;
}

/** One short phrase per action (docs/macros.md#in-the-composer); empty for a text-only one. */
export function macroActionPhrases(actions: MacroActionFacts): string[] {
  const phrases: string[] = [];
  if (actions.status) phrases.push(text.status(TICKET_STATUS_LABELS[actions.status]));
  if (actions.priority) phrases.push(text.priority(TICKET_PRIORITY_LABELS[actions.priority]));
  if (actions.assignee === 'self') phrases.push(text.assignSelf);
  else if (actions.assignee) phrases.push(text.assignTo(actions.assignee.name));
  if (actions.hasInternalNote) phrases.push(text.internalNote);
  return phrases;
}
