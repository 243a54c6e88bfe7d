import type { TemplateParts } from '@atiende/contracts';
import type { Db } from '../../db/client';
import {
  findTicketAudiences,
  findVisibleRecipients,
  type RecipientPerson,
} from './audience.repository';
import { composeNotification } from './notification-content';
import { channelsOf, type Delivery, type Pending, type Prepared } from './notification-deliveries';
import {
  renderNotification,
  type RenderedNotification,
  type TemplateKey,
  type TemplateVariables,
} from './notification-templates';
import { AUDIENCE_NEEDS, actorOf, recipientsFor, type Recipient } from './recipients';

type TicketAudience = Awaited<ReturnType<typeof findTicketAudiences>>[number];

/** The templates in effect for a batch (docs/templates.md#cache). */
export type TemplateLookup = (key: TemplateKey) => TemplateParts;

/** The people of one event mostly share a text (25 técnicos, one "Nuevo ticket"): render once. */
function memoizedRender(templates: TemplateLookup) {
  const rendered = new Map<string, RenderedNotification>();
  return (key: TemplateKey, variables: TemplateVariables) => {
    const cacheKey = `${key}\u0000${JSON.stringify(variables)}`;
    let text = rendered.get(cacheKey);
    if (!text) {
      text = renderNotification(key, templates(key), variables);
      rendered.set(cacheKey, text);
    }
    return text;
  };
}

/** One event's deliveries: the chosen recipients who may see the ticket and want to be told. */
function deliveriesOf(
  { event, payload }: Pending,
  found: NonNullable<TicketAudience>,
  recipients: Recipient[],
  personOf: Map<string, RecipientPerson>,
  templates: TemplateLookup,
): Delivery[] {
  const deliveries: Delivery[] = [];
  const render = memoizedRender(templates);
  for (const recipient of recipients) {
    const person = personOf.get(`${payload.ticketId}|${recipient.userId}|${recipient.type}`);
    if (!person) continue;
    // Only the requester may be a client; anyone else reached as staff must be staff.
    if (recipient.reason !== 'requester' && person.role === 'CLIENT') continue;
    const channels = channelsOf(recipient.type, person);
    if (!channels.inApp && !channels.email && !channels.push) continue;
    const { key, variables } = composeNotification(event, payload, found.facts, recipient);
    deliveries.push({
      person,
      channels,
      key,
      variables,
      parts: templates(key),
      rendered: render(key, variables),
    });
  }
  return deliveries;
}

/** The deliveries of each event of a batch: two queries for the whole batch. */
export async function prepareDeliveries(
  db: Db,
  batch: readonly Pending[],
  templates: TemplateLookup,
): Promise<Prepared[]> {
  const loaded = await findTicketAudiences(
    db,
    batch.map(({ event, payload }) => ({
      ticketId: payload.ticketId,
      actorId: actorOf(event, payload),
      assigneeId:
        event === 'ticket.assigned' ? (payload as { assignedToId: string }).assignedToId : null,
      commentId:
        event === 'ticket.comment_added' ? (payload as { commentId: string }).commentId : null,
      ...AUDIENCE_NEEDS[event],
    })),
  );
  const chosen = batch.map(({ event, payload }, index) => {
    const audience = loaded[index]?.audience;
    return audience ? recipientsFor(event, payload, audience) : [];
  });
  const visible = await findVisibleRecipients(
    db,
    chosen.flatMap((recipients, index) =>
      recipients.map((recipient) => ({
        ticketId: batch[index]!.payload.ticketId,
        userId: recipient.userId,
        type: recipient.type,
      })),
    ),
  );
  const personOf = new Map(
    visible.map((person) => [`${person.ticketId}|${person.userId}|${person.type}`, person]),
  );
  return batch.map((item, index) => {
    const found = loaded[index];
    if (!found) return null; // the ticket is gone
    return {
      deliveries: deliveriesOf(item, found, chosen[index]!, personOf, templates),
      facts: found.facts,
    };
  });
}
