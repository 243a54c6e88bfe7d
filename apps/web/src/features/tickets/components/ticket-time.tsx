import { formatDateTime, formatRelative, formatShortDateTime, toDate } from '../../../lib/dates';

type TimeFormat = 'relative' | 'dateTime' | 'short';

/** A `<time>` with the machine value, the full Lima date in its title, and readable text. */
export function TicketTime({
  value,
  format = 'relative',
  className,
}: {
  value: string;
  format?: TimeFormat;
  className?: string;
}) {
  const date = toDate(value);
  const text =
    format === 'relative'
      ? formatRelative(value)
      : format === 'short'
        ? formatShortDateTime(value)
        : formatDateTime(value);
  if (!date) return <span className={className}>{text}</span>;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className}>
      {text}
    </time>
  );
}
