import {
  AlarmClock,
  ArrowUpDown,
  CircleArrowUp,
  CircleDot,
  Coffee,
  Coins,
  FilePen,
  MessageSquareText,
  TicketPlus,
  UserRoundPlus,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationType } from '@atiende/contracts';
import { formatDateTime, formatRelative, toDate } from '../../../lib/dates';

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  TICKET_CREATED: TicketPlus,
  TICKET_UPDATED: FilePen,
  TICKET_ASSIGNED: UserRoundPlus,
  TICKET_ESCALATED: CircleArrowUp,
  COMMENT_ADDED: MessageSquareText,
  STATUS_CHANGED: CircleDot,
  PRIORITY_CHANGED: ArrowUpDown,
  ESCALATION_ALERT: AlarmClock,
  AI_BUDGET_ALERT: Coins,
  BREAK_REMINDER: Coffee,
};

/** The type's icon; decorative, the type or the title says the same in words. */
export function NotificationTypeIcon({
  type,
  className,
}: {
  type: NotificationType;
  className?: string;
}) {
  const Icon = TYPE_ICONS[type];
  return <Icon aria-hidden="true" className={className} />;
}

/**
 * "hace 5 min" in a `<time>` with the full Lima date in its title
 * (docs/product/tickets.md#ticket-list).
 */
export function NotificationTime({ value, className }: { value: string; className?: string }) {
  const date = toDate(value);
  if (!date) return <span className={className}>{formatRelative(value)}</span>;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className}>
      {formatRelative(date)}
    </time>
  );
}
