import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { nextWorkingMoment, type Random } from './demo-random';

/** A custom status of a demo department, as stored. */
export type CastStatus = { id: string; name: string; baseStatus: TicketStatus };

export type StoryEvent = {
  actorId: string | null;
  type: string;
  fromValue: string | null;
  toValue: string | null;
  note: string | null;
};
export type StoryComment = {
  id: string;
  authorId: string | null;
  authorName: string;
  body: string;
  isInternal: boolean;
};
export type StoryFile = { commentId: string | null; uploadedById: string | null; fileName: string };

/** Something that happened to the ticket, at a moment (ms since the epoch). */
export type Entry =
  | { kind: 'event'; at: number; row: StoryEvent; toBase?: TicketStatus }
  | { kind: 'comment'; at: number; row: StoryComment; isStaffReply: boolean }
  | { kind: 'file'; at: number; row: StoryFile }
  | { kind: 'rating'; at: number };

export type Person = { id: string | null; name: string };

/**
 * One ticket's life written in order: a cursor that moves forward, the entries it leaves and
 * the ticket's current status. Moments are compressed to fit before "now" when it finishes.
 */
export function createStory(random: Random, start: number, priority: TicketPriority) {
  const entries: Entry[] = [];
  let cursor = start;
  let base: TicketStatus = 'PENDIENTE';
  let statusValue: string = 'PENDIENTE';
  const story = {
    entries,
    get base() {
      return base;
    },
    get at() {
      return cursor;
    },
    /** Waits between `min` and `max` minutes; staff work waits for office hours (not urgent). */
    wait(min: number, max: number, isStaffWork = false) {
      cursor += random.int(min * 60, max * 60) * 1000;
      if (isStaffWork && priority !== 'URGENTE') cursor = nextWorkingMoment(cursor, random);
      return story;
    },
    event(row: Omit<StoryEvent, 'note'> & { note?: string | null }, toBase?: TicketStatus) {
      entries.push({ kind: 'event', at: cursor, row: { note: null, ...row }, toBase });
    },
    comment(author: Person, body: string, options: { isInternal?: boolean; isStaff: boolean }) {
      const id = random.uuid();
      const isInternal = options.isInternal ?? false;
      const row = { id, authorId: author.id, authorName: author.name, body, isInternal };
      entries.push({
        kind: 'comment',
        at: cursor,
        row,
        isStaffReply: options.isStaff && !isInternal,
      });
      entries.push({
        kind: 'event',
        at: cursor,
        row: {
          actorId: author.id,
          type: 'comment_added',
          fromValue: null,
          toValue: isInternal ? 'internal' : 'public',
          note: null,
        },
      });
      return id;
    },
    file(uploader: Person, fileName: string, commentId: string | null) {
      entries.push({
        kind: 'file',
        at: cursor,
        row: { commentId, uploadedById: uploader.id, fileName },
      });
      if (commentId === null) {
        story.event({
          actorId: uploader.id,
          type: 'attachment_added',
          fromValue: null,
          toValue: fileName,
        });
      }
    },
    /** A status change through a base status or a department's custom one. */
    status(actorId: string | null, to: TicketStatus, custom: CastStatus | null, note?: string) {
      const toValue = custom?.id ?? to;
      story.event({ actorId, type: 'status_changed', fromValue: statusValue, toValue, note }, to);
      base = to;
      statusValue = toValue;
    },
    rating() {
      entries.push({ kind: 'rating', at: cursor + random.int(1, 300) * 1000 });
    },
  };
  return story;
}

export type Story = ReturnType<typeof createStory>;

/**
 * Squeezes a story that would end after `limit` into the time it has, keeping the order: a
 * ticket opened an hour ago has had an hour of life.
 */
export function fitBefore(entries: Entry[], start: number, limit: number): void {
  const end = Math.max(...entries.map((entry) => entry.at));
  if (end <= limit) return;
  const factor = Math.max(0, limit - start) / (end - start);
  for (const entry of entries) entry.at = start + Math.floor((entry.at - start) * factor);
}
