import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationChannelSwitches,
  type NotificationType,
  type TemplateParts,
} from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema/index';
import type { Mailer } from '../../platform/mail/mailer';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { TemplateStore } from '../templates/index';
import type { RecipientPerson, TicketFacts } from './audience.repository';
import type {
  RenderedNotification,
  TemplateKey,
  TemplateVariables,
} from './notification-templates';
import type { PushService } from './push';
import type { NotificationEventName, NotificationEvents } from './recipients';

/** What the producer's parts share: the database, the outbox, push, the socket, the log. */
export type ProducerDeps = {
  db: Db;
  mailer: Mailer;
  push: PushService;
  realtime: () => RealtimeHub | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The texts (docs/templates.md), read once per batch. */
  templates: Pick<TemplateStore, 'snapshot'>;
};

/** Kinds a burst repeats: folded per user and ticket inside NOTIFICATION_COALESCE_WINDOW_MS. */
export const COALESCED_TYPES: ReadonlySet<NotificationType> = new Set([
  'TICKET_UPDATED',
  'STATUS_CHANGED',
  'PRIORITY_CHANGED',
  'ESCALATION_ALERT',
]);

export type Delivery = {
  person: RecipientPerson;
  channels: NotificationChannelSwitches;
  key: TemplateKey;
  variables: TemplateVariables;
  /** The template's parts in effect when the batch was prepared. */
  parts: TemplateParts;
  rendered: RenderedNotification;
};

export type DeliverySummary = {
  /** People told on at least one channel. */
  notified: number;
  inserted: number;
  folded: number;
  emails: number;
  pushes: number;
};

export const NOTHING: DeliverySummary = {
  notified: 0,
  inserted: 0,
  folded: 0,
  emails: 0,
  pushes: 0,
};

export type Pending = {
  [E in NotificationEventName]: {
    event: E;
    payload: NotificationEvents[E];
    /** The event's outbox row, claimed with the notifications (docs/jobs.md#event-outbox). */
    outboxId?: number;
    resolve: (summary: DeliverySummary) => void;
    reject: (error: unknown) => void;
  };
}[NotificationEventName];

export type Stored = {
  inserted: NotificationRow[];
  folded: NotificationRow[];
  emails: number;
  pushes: Delivery[];
};

/** An event's deliveries and its ticket's facts; null when the ticket is gone. */
export type Prepared = { deliveries: Delivery[]; facts: TicketFacts } | null;

export function channelsOf(type: NotificationType, person: RecipientPerson) {
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES[type];
  return {
    inApp: person.inAppPreference ?? defaults.inApp,
    email: person.emailPreference ?? defaults.email,
    push: (person.pushPreference ?? defaults.push) && person.hasPushSubscription,
  };
}

/** Plain deliveries: no coalescing, no e-mail — rows only, shareable across events. */
export const isPlain = (delivery: Delivery) =>
  !COALESCED_TYPES.has(delivery.rendered.type) && !delivery.channels.email;
