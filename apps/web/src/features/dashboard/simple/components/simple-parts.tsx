import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { simpleDashboardMessages, type DashboardTicket } from '@atiende/contracts/dashboard';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { ticketHref } from '../lib/simple-links';

const text = simpleDashboardMessages;
const numberFormat = new Intl.NumberFormat('es-PE');

/**
 * The light dashboard's few pieces (docs/dashboards.md "Pantalla de pared y versión ligera"):
 * headed sections of plain lists whose figures are links. Nothing here comes from the kit's
 * shared chunk, so the page downloads only its own code (see simple-links.ts).
 */
const LINK = 'inline-flex min-h-6 items-center text-brand underline underline-offset-2';

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Pendiente: 4", the whole line a link to the list with that filter. */
export function FigureLink({ label, count, to }: { label: string; count: number; to: string }) {
  return (
    <li>
      <Link to={to} className={LINK}>
        {label}: {numberFormat.format(count)}
      </Link>
    </li>
  );
}

/** A figure that no list filter matches (a median, replies of a day). */
export function FigureText({ label, value }: { label: string; value: string }) {
  return (
    <li>
      {label}: {value}
    </li>
  );
}

export function FigureList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1 pl-6">{children}</ul>;
}

/** Tickets as links "#12 · Título", each with an optional note after it. */
export function TicketLinks<TTicket extends DashboardTicket>({
  tickets,
  empty,
  noteOf,
}: {
  tickets: readonly TTicket[];
  empty: string;
  noteOf?: (ticket: TTicket) => string;
}) {
  if (tickets.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ol className="list-decimal space-y-1 pl-6">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link to={ticketHref(ticket.id)} className={LINK}>
            {text.ticketLine(ticket.number, ticket.title)}
          </Link>
          {noteOf ? <span className="text-muted"> · {noteOf(ticket)}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Replies on tickets: "Autor: extracto", a link to the ticket. */
export function ReplyLinks({
  replies,
  empty,
}: {
  replies: ReadonlyArray<{
    ticket: { id: string; number: number; title: string };
    author: string;
    excerpt: string;
    createdAt: string;
  }>;
  empty: string;
}) {
  if (replies.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {replies.map((reply) => (
        <li key={`${reply.ticket.id}-${reply.createdAt}`}>
          <Link to={ticketHref(reply.ticket.id)} className={LINK}>
            {text.ticketLine(reply.ticket.number, reply.ticket.title)}
          </Link>
          <span className="block text-muted">{text.replyLine(reply.author, reply.excerpt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** One answer's states: nothing for 300 ms, then "Cargando"; a failure says so with a retry. */
export function QueryBody<TData>({
  query,
  children,
}: {
  query: { data: TData | undefined; isError: boolean; refetch: () => unknown };
  children: (data: TData) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p className="text-error">{text.loadFailed}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="min-h-10 rounded-md border border-line-strong bg-white px-4"
        >
          {text.retry}
        </button>
      </div>
    );
  }
  return <DeferredLoader />;
}

export { LINK as SIMPLE_LINK_CLASSES };
