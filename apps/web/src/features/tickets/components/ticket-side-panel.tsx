import type { ReactNode } from 'react';
import {
  TICKET_SOURCE_LABELS,
  ticketWorkspaceMessages,
  type Attachment,
  type TicketDetail,
  type TicketEvent,
} from '@atiende/contracts';
import { formatMoney } from '../../../lib/money';
import { describeEvent } from '../hooks/timeline';
import { CustomerContextPanel } from './customer-context-panel';
import { TicketAttachmentList } from './ticket-attachment';
import { TicketSlaPanel } from './ticket-sla-panel';
import { TicketTime } from './ticket-time';

const text = ticketWorkspaceMessages.side;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4">
      <h2 className="mb-3 text-sm font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

interface TicketSidePanelProps {
  ticket: TicketDetail;
  attachments: readonly Attachment[];
  events: readonly TicketEvent[];
  isStaff: boolean;
}

/**
 * docs/product/tickets.md#ticket-detail side panel: Cliente (the customer context,
 * docs/customers.md#customer-context), SLA (docs/sla.md#ticket-list-and-detail), Detalles, Adjuntos, Historial (beside the ticket from
 * 1280 px).
 */
export function TicketSidePanel({ ticket, attachments, events, isStaff }: TicketSidePanelProps) {
  return (
    <aside aria-label={text.label} className="space-y-4">
      {isStaff ? <CustomerContextPanel ticketId={ticket.id} /> : null}
      {/* docs/sla.md#ticket-list-and-detail: staff only; clients never see "SLA". */}
      {isStaff ? <TicketSlaPanel ticketId={ticket.id} /> : null}
      <Section title={text.details}>
        <dl>
          {/* The company the ticket is filed for: staff and the company's clients both see it. */}
          {ticket.contact.business ? (
            <Row label={text.business}>{ticket.contact.business}</Row>
          ) : null}
          <Row label={text.department}>{ticket.department?.name ?? text.none}</Row>
          <Row label={text.products}>
            {ticket.products.length === 0 ? (
              text.none
            ) : (
              <ul>
                {ticket.products.map((product) => (
                  <li key={product.id} className="flex justify-between gap-2">
                    <span>{product.name}</span>
                    <span className="text-muted tabular-nums">{formatMoney(product.price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Row>
          <Row label={text.created}>
            <TicketTime value={ticket.createdAt} format="dateTime" />
          </Row>
          <Row label={text.updated}>
            <TicketTime value={ticket.updatedAt} format="dateTime" />
          </Row>
          <Row label={text.source}>{TICKET_SOURCE_LABELS[ticket.source]}</Row>
        </dl>
      </Section>
      <Section title={text.attachments}>
        {attachments.length === 0 ? (
          <p className="text-muted">{text.noAttachments}</p>
        ) : (
          <TicketAttachmentList attachments={attachments} className="space-y-3" />
        )}
      </Section>
      {isStaff ? (
        <Section title={text.history}>
          {events.length === 0 ? (
            <p className="text-muted">{text.noHistory}</p>
          ) : (
            <ol className="space-y-2 text-xs">
              {events.map((event) => (
                <li key={event.id}>
                  <span className="text-ink">{describeEvent(event)}</span>
                  <br />
                  <TicketTime value={event.createdAt} format="dateTime" className="text-muted" />
                </li>
              ))}
            </ol>
          )}
        </Section>
      ) : null}
    </aside>
  );
}
