import { pgEnum } from 'drizzle-orm/pg-core';
import { TICKET_PRIORITIES, TICKET_SOURCES, TICKET_STATUSES } from '@atiende/contracts';

export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketPriorityEnum = pgEnum('ticket_priority', TICKET_PRIORITIES);
export const ticketSourceEnum = pgEnum('ticket_source', TICKET_SOURCES);
