import { ticketQueueMessages, ticketWorkspaceMessages, type Role } from '@atiende/contracts';
import { builtInViewOf } from './built-in-views';
import { viewSignature } from './list-filters';

export interface HeadingFacts {
  role: Role;
  isCompleted: boolean;
  /** viewSignature() of the list's URL. */
  signature: string;
  /** The user's saved views: name and query string. */
  presets: readonly { name: string; query: string }[];
}

/**
 * docs/product/tickets.md#ticket-list: the list's h1 (and the tab's title) follows the open view.
 * The spec's names stay for its pages: "Tickets Completados", a client's "Mis Tickets", the
 * técnico's own queue "Mis Tickets", "Gestión de Tickets" for every ticket or filters of one's
 * own; another built-in or saved view is called by its name.
 */
export function listHeading({ role, isCompleted, signature, presets }: HeadingFacts): string {
  if (isCompleted) return ticketWorkspaceMessages.titles.completed;
  if (role === 'CLIENT') return ticketWorkspaceMessages.titles.mine;
  const builtIn = builtInViewOf(signature);
  if (builtIn) return ticketQueueMessages.headings[builtIn];
  const preset = presets.find(
    (view) => viewSignature(new URLSearchParams(view.query)) === signature,
  );
  return preset?.name ?? ticketQueueMessages.headings.all;
}
