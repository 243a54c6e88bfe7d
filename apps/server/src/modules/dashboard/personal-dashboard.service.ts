import {
  dashboardMessages,
  type ClientDashboard,
  type TechnicianDashboard,
} from '@atiende/contracts/dashboard';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { resolvePeriod } from '../../platform/period';
import { slaSummary } from '../sla/index';
import { visibleTo, type Viewer } from '../tickets/index';
import {
  selectClientDashboard,
  selectTechnicianDashboard,
  type ReplyRow,
} from './personal-dashboard.repository';

const DAY_MS = 86_400_000;
/** docs/dashboards.md: the replies lists look this far back. */
export const REPLIES_WINDOW_DAYS = 30;
/** Characters of a comment a replies list shows. */
export const EXCERPT_LENGTH = 160;

export type PersonalDashboardDeps = { db: Db };

/**
 * Today and this week in Lima days (docs/conventions.md#periods), half-open ranges that end at
 * tonight's Lima midnight (`dayEnd`): the week starts on Monday.
 */
export function limaTodayAndWeek(now: Date): { todayStart: Date; weekStart: Date; dayEnd: Date } {
  const { from: todayStart, to: dayEnd } = resolvePeriod({ period: 'today' }, now);
  // todayStart is 00:00 Lima (05:00 UTC); five hours earlier is 00:00 UTC of the same date.
  const weekday = new Date(todayStart.getTime() - 5 * 3_600_000).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  return { todayStart, weekStart: new Date(todayStart.getTime() - sinceMonday * DAY_MS), dayEnd };
}

/**
 * A comment on one line, at most EXCERPT_LENGTH characters: a longer one is cut at the last
 * whole word that fits and ends with "…".
 */
export function excerptOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  const kept = space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut.slice(0, EXCERPT_LENGTH - 1);
  return `${kept.trimEnd()}…`;
}

const toReply = ({ ticket, author, body, createdAt }: ReplyRow) => ({
  ticket,
  author,
  excerpt: excerptOf(body),
  createdAt,
});

function refuseUnless(viewer: Viewer, roles: readonly Viewer['role'][]): void {
  if (!roles.includes(viewer.role)) {
    throw new AppError('FORBIDDEN', undefined, { message: dashboardMessages.errors.roleForbidden });
  }
}

/** GET /api/dashboard/technician: the signed-in técnico's or lead's own work. */
export async function technicianDashboard(
  { db }: PersonalDashboardDeps,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<TechnicianDashboard> {
  refuseUnless(viewer, ['TECHNICIAN', 'TECH_LEAD']);
  const days = limaTodayAndWeek(now);
  const [row, sla] = await Promise.all([
    selectTechnicianDashboard(db, {
      userId: viewer.userId,
      ...days,
      repliesSince: new Date(now.getTime() - REPLIES_WINDOW_DAYS * DAY_MS),
    }),
    // The SLA dashboard's own counting, narrowed to my tickets (its "by técnico" row is the
    // current assignee too).
    slaSummary(db, { assigneeId: viewer.userId }, { from: days.weekStart, to: days.dayEnd }, now),
  ]);
  return {
    generatedAt: now.toISOString(),
    queue: { open: row.open, byPriority: row.byPriority, maxOpenTickets: row.maxOpenTickets },
    dueSoon: row.dueSoon,
    figures: {
      today: {
        resolved: row.resolved.today,
        replies: row.replies.today,
        firstResponse: row.firstResponse.today,
      },
      week: {
        resolved: row.resolved.week,
        replies: row.replies.week,
        firstResponse: row.firstResponse.week,
      },
    },
    sla,
    clientReplies: row.clientReplies.map(toReply),
    mentions: row.mentions,
  };
}

/** GET /api/dashboard/client: the signed-in client's tickets and their company's. */
export async function clientDashboard(
  { db }: PersonalDashboardDeps,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<ClientDashboard> {
  refuseUnless(viewer, ['CLIENT']);
  const row = await selectClientDashboard(db, {
    userId: viewer.userId,
    customerId: viewer.customerId,
    // A client's rule is never "no restriction" (visibleTo is undefined only for ADMIN).
    visible: visibleTo(viewer)!,
    repliesSince: new Date(now.getTime() - REPLIES_WINDOW_DAYS * DAY_MS),
  });
  return {
    generatedAt: now.toISOString(),
    myCounts: row.myCounts,
    myOpen: row.myOpen,
    recentReplies: row.recentReplies.map(toReply),
    company: row.company,
  };
}

export function createPersonalDashboardService(deps: PersonalDashboardDeps) {
  return {
    technician: (viewer: Viewer) => technicianDashboard(deps, viewer),
    client: (viewer: Viewer) => clientDashboard(deps, viewer),
  };
}
export type PersonalDashboardService = ReturnType<typeof createPersonalDashboardService>;
