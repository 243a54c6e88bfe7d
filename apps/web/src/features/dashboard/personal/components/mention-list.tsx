import { Link } from 'react-router';
import { dashboardPersonalMessages, type TechnicianDashboard } from '@atiende/contracts/dashboard';
import { Badge } from '../../../../components/ui/badge';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDateTime, formatRelative } from '../../../../lib/dates';

const text = dashboardPersonalMessages;

/**
 * docs/dashboards.md "Técnico": my latest assignments and mentions, each a link to its ticket (or to
 * the notifications page when it names none); unread ones say so in words.
 */
export function MentionList({
  mentions,
  now,
}: {
  mentions: TechnicianDashboard['mentions'];
  now: Date;
}) {
  const mentionText = text.technician.mentions;
  return (
    <>
      {mentions.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{mentionText.empty}</p>
      ) : (
        <ul aria-label={mentionText.listLabel} className="mt-3 divide-y divide-line">
          {mentions.map((mention) => (
            <li key={mention.id}>
              <Link
                to={mention.ticketId ? `/tickets/${mention.ticketId}` : '/notifications'}
                className="-mx-2 block min-h-11 rounded-md px-2 py-2 text-sm hover:bg-surface"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-ink">{mention.title}</span>{' '}
                  {mention.isRead ? null : <Badge tone="brand">{text.common.newBadge}</Badge>}
                </span>
                <span className="mt-0.5 line-clamp-2 block break-words text-muted">
                  {mention.message}
                </span>
                <time
                  dateTime={mention.createdAt}
                  title={formatDateTime(mention.createdAt)}
                  className="mt-0.5 block text-xs text-muted"
                >
                  {formatRelative(mention.createdAt, now)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">
        <TextLink to="/notifications" className="inline-flex min-h-6 items-center">
          {mentionText.viewAll}
        </TextLink>
      </p>
    </>
  );
}
