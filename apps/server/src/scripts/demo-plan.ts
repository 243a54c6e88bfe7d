import {
  CARGO_VALUES,
  ticketCloseMessages,
  type TicketPriority,
  type TicketStatus,
} from '@atiende/contracts';
import { DAY, HOUR, MINUTE, type Random } from './demo-random';
import type { TicketSpec, DemoCast } from './demo-specs';
import type { ticketComments, ticketEvents } from '../db/schema/index';
import { createStory, fitBefore, type Person, type Story, type StoryFile } from './demo-story';
import {
  GENERIC_CLIENT_REPLIES,
  GENERIC_NOTES,
  GENERIC_STAFF_REPLIES,
  RATING_COMMENTS,
  REASSIGN_REASONS,
  REOPEN_REASONS,
} from './demo-topics';

/** Everything one demo ticket writes, moments as Date, ids drawn from the seeded generator. */
export type PlannedTicket = ReturnType<typeof planTicket>;

/** An attachment to write: the file is made and stored when the rows are inserted. */
export type PlannedFile = StoryFile & { ticketId: string; createdAt: Date };

/** Who is involved in a ticket and how the texts are filled in. */
type Cast = {
  spec: TicketSpec;
  random: Random;
  story: Story;
  client: Person;
  hasAccount: boolean;
  lead: Person;
  assignee: Person;
  fill(text: string): string;
};

const FIRST_REPLY_MINUTES: Record<TicketPriority, [number, number]> = {
  URGENTE: [5, 30],
  ALTA: [15, 90],
  MEDIA: [30, 240],
  BAJA: [60, 600],
};

function staffReply(cast: Cast, index: number, file?: string) {
  const { story, spec, random } = cast;
  const replies = spec.topic.staffReplies;
  const text =
    index < replies.length && random.chance(0.8)
      ? replies[index]!
      : random.pick(GENERIC_STAFF_REPLIES);
  const id = story.comment(cast.assignee, cast.fill(text), { isStaff: true });
  if (file) story.file(cast.assignee, file, id);
}

function clientReply(cast: Cast, index: number, file?: string) {
  const { story, spec, random } = cast;
  const replies = spec.topic.clientReplies;
  const text = index < replies.length ? replies[index]! : random.pick(GENERIC_CLIENT_REPLIES);
  const id = story.comment(cast.client, cast.fill(text), { isStaff: false });
  if (file) story.file(cast.client, file, id);
}

function internalNote(cast: Cast, author: Person) {
  const { story, spec, random } = cast;
  const text =
    spec.topic.notes.length > 0 ? random.pick(spec.topic.notes) : random.pick(GENERIC_NOTES);
  const id = story.comment(author, text, { isStaff: true, isInternal: true });
  if (spec.topic.noteFile && random.chance(0.4)) story.file(author, spec.topic.noteFile, id);
}

/** Someone takes the ticket, starts it and answers; the conversation goes on a few rounds. */
function work(cast: Cast) {
  const { story, spec, random, lead } = cast;
  const [min, max] = FIRST_REPLY_MINUTES[spec.priority];
  story.wait(min / 2, max / 2, true);
  if ((spec.priority === 'ALTA' || spec.priority === 'URGENTE') && random.chance(0.15)) {
    const from = spec.priority === 'URGENTE' ? 'ALTA' : 'MEDIA';
    story.event({
      actorId: lead.id,
      type: 'priority_changed',
      fromValue: from,
      toValue: spec.priority,
    });
  }
  const byLead = random.chance(0.6);
  story.event({
    actorId: (byLead ? lead : cast.assignee).id,
    type: 'assigned',
    fromValue: null,
    toValue: cast.assignee.id,
  });
  story.wait(1, 20).status(cast.assignee.id, 'EN_PROGRESO', null);
  const staffFile = spec.topic.staffFile && random.chance(0.5) ? spec.topic.staffFile : undefined;
  story.wait(2, 40, true);
  staffReply(cast, 0, staffFile);
  if (random.chance(0.6)) {
    story.wait(5, 120, true);
    internalNote(cast, random.chance(0.7) ? cast.assignee : lead);
  }
  const rounds =
    random.int(0, 2) + (spec.priority === 'ALTA' || spec.priority === 'URGENTE' ? 1 : 0);
  for (let round = 0; round < rounds; round += 1) {
    story.wait(20, 360);
    clientReply(cast, round);
    story.wait(10, 240, true);
    staffReply(cast, round + 1);
  }
  if (spec.department.members.length > 1 && random.chance(0.12)) reassign(cast);
}

function reassign(cast: Cast) {
  const { story, spec, random, lead } = cast;
  const others = spec.department.members.filter((member) => member.id !== cast.assignee.id);
  const next = random.pick(others);
  story.wait(30, 24 * 60, true).event({
    actorId: lead.id,
    type: 'reassigned',
    fromValue: cast.assignee.id,
    toValue: next.id,
    note: random.pick(REASSIGN_REASONS),
  });
  cast.assignee = next;
  story.wait(10, 180, true);
  staffReply(cast, 1);
}

function escalate(cast: Cast, isFinal: boolean) {
  const { story, spec, random, lead } = cast;
  const custom = isFinal && spec.custom?.baseStatus === 'ESCALADO' ? spec.custom : null;
  story.wait(30, 8 * 60, true).status(cast.assignee.id, 'ESCALADO', custom);
  story.event({ actorId: cast.assignee.id, type: 'escalated', fromValue: null, toValue: lead.id });
  story.wait(5, 90, true);
  internalNote(cast, cast.assignee);
  if (isFinal) return;
  story.wait(2 * 60, 2 * 24 * 60, true).status(lead.id, 'EN_PROGRESO', null);
  story.comment(lead, random.pick(GENERIC_NOTES), { isStaff: true, isInternal: true });
}

function resolve(cast: Cast) {
  const { story, spec, random } = cast;
  const custom = spec.custom?.baseStatus === 'RESUELTO' ? spec.custom : null;
  // Mostly the topic's usual fix, the one its replies talk about.
  const resolutions = spec.topic.resolutions;
  const resolution = random.chance(0.75) ? resolutions[0]! : random.pick(resolutions);
  story.wait(30, 2 * 24 * 60, true);
  const closing = `Listo, ${firstName(spec.client.name)}. ${resolution} Si vuelve a pasar, responde a este mensaje y lo retomamos.`;
  story.comment(cast.assignee, closing, { isStaff: true });
  story.wait(1, 15).status(cast.assignee.id, 'RESUELTO', custom, resolution);
}

/** The client says the problem goes on (a reply reopens a resolved ticket), then it is solved. */
function reopenAndResolve(cast: Cast) {
  const { story, random } = cast;
  story.wait(60, 24 * 60);
  // "No, sigue el problema": the reason is a public reply, which reopens the ticket.
  const reason = random.pick(REOPEN_REASONS);
  story.comment(cast.client, ticketCloseMessages.reopenComment(reason), { isStaff: false });
  story.status(cast.client.id, 'PENDIENTE', null);
  story.wait(10, 120, true).status(cast.assignee.id, 'EN_PROGRESO', null);
  if (random.chance(0.5)) internalNote(cast, cast.assignee);
  resolve(cast);
}

function close(cast: Cast) {
  const { story, random } = cast;
  if (cast.hasAccount && random.chance(0.85)) {
    story.wait(30, 2 * 24 * 60);
    if (random.chance(0.3)) clientReply(cast, 99);
    story.wait(1, 10).status(cast.client.id, 'CERRADO', null);
    if (random.chance(0.9)) story.rating();
  } else {
    // Nobody answered the resolution: the técnico closes it after a few days.
    story.wait(3 * 24 * 60, 5 * 24 * 60, true).status(cast.assignee.id, 'CERRADO', null);
  }
}

function live(cast: Cast) {
  const { story, spec, random } = cast;
  if (spec.topic.clientFile && random.chance(0.35))
    story.file(cast.client, spec.topic.clientFile, null);
  if (spec.status === 'PENDIENTE') {
    if (random.chance(0.5)) {
      story.wait(5, 60, true);
      story.event({
        actorId: cast.lead.id,
        type: 'assigned',
        fromValue: null,
        toValue: cast.assignee.id,
      });
    }
    if (random.chance(0.3)) {
      story.wait(4 * 60, 24 * 60);
      clientReply(cast, 99);
    }
    return;
  }
  work(cast);
  const isDone = spec.status === 'RESUELTO' || spec.status === 'CERRADO';
  if (spec.status === 'ESCALADO' || (isDone && random.chance(0.08))) escalate(cast, !isDone);
  if (spec.status === 'EN_PROGRESO' && spec.custom) {
    story.wait(10, 240, true).status(cast.assignee.id, 'EN_PROGRESO', spec.custom);
  }
  if (!isDone) return;
  resolve(cast);
  if (random.chance(0.05)) reopenAndResolve(cast);
  if (spec.status === 'CERRADO') close(cast);
}

const firstName = (name: string) => name.replace(/^(Dra?\.|Ing\.) /, '').split(' ')[0]!;

/** Who the ticket's people are, from its spec. */
function castOf(spec: TicketSpec, random: Random, story: Story): Cast {
  const hasAccount = spec.source !== 'PUBLIC_FORM';
  const member = random.pick(spec.department.members);
  return {
    spec,
    random,
    story,
    hasAccount,
    client: { id: hasAccount ? spec.client.id : null, name: spec.client.name },
    lead: { id: spec.department.leadId, name: spec.department.leadName },
    assignee: member,
    fill: (text) =>
      text
        .replaceAll('{nombre}', firstName(spec.client.name))
        .replaceAll('{local}', spec.customer.city),
  };
}

/** The ticket row: its final state read from its story. */
function ticketRow(cast: Cast, id: string, index: number, adminId: string) {
  const { spec, story, random } = cast;
  const at = (value: number | undefined) => (value === undefined ? null : new Date(value));
  const events = story.entries.flatMap((entry) => (entry.kind === 'event' ? [entry] : []));
  const lastTo = (status: TicketStatus) => events.findLast((entry) => entry.toBase === status);
  const isDone = spec.status === 'RESUELTO' || spec.status === 'CERRADO';
  const touched = story.entries.filter((entry) => entry.kind !== 'rating').map((entry) => entry.at);
  const assigned = events.findLast((e) => e.row.type === 'assigned' || e.row.type === 'reassigned');
  const isPublicForm = spec.source === 'PUBLIC_FORM';
  return {
    id,
    title: random.pick(spec.topic.titles),
    description: cast.fill(random.pick(spec.topic.descriptions)),
    status: spec.status,
    customStatusId: spec.custom?.id ?? null,
    priority: spec.priority,
    source: spec.source,
    departmentId: spec.department.id,
    requesterId: cast.hasAccount ? spec.client.id : null,
    contactName: spec.client.name,
    contactEmail: spec.client.email,
    contactPhone: isPublicForm || spec.source === 'WHATSAPP' ? spec.client.phone : null,
    contactBusiness: isPublicForm ? spec.customer.name : null,
    contactCargo: isPublicForm ? random.pick(CARGO_VALUES) : null,
    customerId: spec.customer.id,
    assignedToId: assigned?.row.toValue ?? null,
    createdById: spec.source === 'WEB' ? spec.client.id : spec.source === 'IMPORT' ? adminId : null,
    resolution: isDone ? (lastTo('RESUELTO')?.row.note ?? null) : null,
    externalRef: `demo-${String(index + 1).padStart(5, '0')}`,
    createdAt: new Date(spec.at),
    updatedAt: new Date(Math.max(...touched)),
    firstResponseAt: at(story.entries.find((e) => e.kind === 'comment' && e.isStaffReply)?.at),
    resolvedAt: isDone ? at(lastTo('RESUELTO')?.at) : null,
    closedAt: spec.status === 'CERRADO' ? at(lastTo('CERRADO')?.at) : null,
    version: 1 + events.filter((e) => VERSIONED.has(e.row.type)).length,
  };
}

const VERSIONED = new Set(['status_changed', 'assigned', 'reassigned', 'priority_changed']);

const RATINGS: Array<[number, number]> = [
  [5, 55],
  [4, 25],
  [3, 10],
  [2, 6],
  [1, 4],
];

/** The client's satisfaction: mostly happy, less so when the ticket took long. */
function ratingRow(cast: Cast, ticket: ReturnType<typeof ticketRow>, at: number) {
  const { random } = cast;
  const tookLong = ticket.resolvedAt!.getTime() - ticket.createdAt.getTime() > 3 * DAY;
  const rating = Math.max(1, random.weighted(RATINGS) - (tookLong && random.chance(0.5) ? 1 : 0));
  return {
    id: random.uuid(),
    ticketId: ticket.id,
    rating,
    comment: random.chance(0.4) ? random.pick(RATING_COMMENTS[rating]!) : null,
    clientId: ticket.requesterId,
    technicianId: ticket.assignedToId,
    departmentId: ticket.departmentId,
    createdAt: new Date(at),
  };
}

/** One ticket's whole life: the row, its products, conversation, files, history and rating. */
export function planTicket(
  spec: TicketSpec,
  index: number,
  cast: DemoCast,
  random: Random,
  now: number,
) {
  const story = createStory(random, spec.at, spec.priority);
  const people = castOf(spec, random, story);
  const createdBy =
    spec.source === 'WEB' ? spec.client.id : spec.source === 'IMPORT' ? cast.adminId : null;
  story.event({
    actorId: createdBy,
    type: 'created',
    fromValue: null,
    toValue: spec.source === 'WEB' ? null : spec.source,
  });
  live(people);
  // A life longer than the time since it began ends within the last hours, not all at "now".
  const room = Math.min((now - spec.at) * 0.3, 12 * HOUR);
  fitBefore(story.entries, spec.at, now - MINUTE - random.int(0, Math.floor(room / 1000)) * 1000);
  const id = random.uuid();
  const ticket = ticketRow(people, id, index, cast.adminId);
  const productIds =
    spec.department.productIds.length > 0 && random.chance(0.3)
      ? [random.pick(spec.department.productIds)]
      : [];
  const rated = story.entries.find((entry) => entry.kind === 'rating');
  const comments: Array<typeof ticketComments.$inferInsert> = [];
  const files: PlannedFile[] = [];
  const events: Array<typeof ticketEvents.$inferInsert> = [];
  for (const entry of story.entries) {
    const createdAt = new Date(entry.at);
    if (entry.kind === 'event') events.push({ ...entry.row, ticketId: id, createdAt });
    else if (entry.kind === 'comment') comments.push({ ...entry.row, ticketId: id, createdAt });
    else if (entry.kind === 'file') files.push({ ...entry.row, ticketId: id, createdAt });
  }
  return {
    ticket,
    productIds,
    comments,
    files,
    events,
    rating: rated ? ratingRow(people, ticket, rated.at) : null,
  };
}
