import { auditMessages, type AuditLog } from '@atiende/contracts';
import { formatDateTime } from '../../../lib/dates';
import { actionLabel, actorLabel, roleLabel } from './audit-labels';
import { AuditSeverityBadge } from './audit-severity-badge';

const text = auditMessages.page;

interface AuditLogListProps {
  entries: AuditLog[];
  onOpen: (entry: AuditLog) => void;
}

function entityText(entry: AuditLog): string {
  return auditMessages.entityTypes[entry.entityType];
}

/** Desktop: a dense table (UX.md §2.1), newest first; each row opens its detail. */
export function AuditLogTable({ entries, onOpen }: AuditLogListProps) {
  return (
    // UX.md §5: a wide admin table scrolls inside a labelled, focusable region.
    <div
      role="region"
      aria-label={text.tableCaption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.tableCaption}</caption>
        <thead className="bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
              {text.date}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.actor}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.action}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.entity}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.severity}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.message}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => {
            const when = formatDateTime(entry.createdAt);
            const role = roleLabel(entry);
            return (
              <tr key={entry.id} className="hover:bg-surface">
                <td className="px-3 py-2 whitespace-nowrap text-muted tabular-nums">
                  <time dateTime={entry.createdAt}>{when}</time>
                </td>
                <td className="px-3 py-2">
                  <span className="block max-w-48 truncate text-ink">{actorLabel(entry)}</span>
                  {role ? <span className="block text-xs text-subtle">{role}</span> : null}
                </td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => onOpen(entry)}
                    aria-label={text.viewDetailOf(actionLabel(entry.action), when)}
                    className="min-h-6 text-left font-medium text-brand underline-offset-2 hover:underline"
                  >
                    {actionLabel(entry.action)}
                  </button>
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-muted">{entityText(entry)}</td>
                <td className="px-3 py-2">
                  <AuditSeverityBadge severity={entry.severity} />
                </td>
                <td className="px-3 py-2">
                  <span className="line-clamp-2 max-w-md break-words text-muted">
                    {entry.message}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per entry, the whole card a button (UX.md §5). */
export function AuditLogCards({ entries, onOpen }: AuditLogListProps) {
  return (
    <ul className="space-y-2">
      {entries.map((entry) => {
        const when = formatDateTime(entry.createdAt);
        return (
          <li key={entry.id}>
            <button
              type="button"
              onClick={() => onOpen(entry)}
              className="block w-full rounded-lg border border-line bg-white p-3 text-left hover:bg-surface"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-medium text-ink">{actionLabel(entry.action)}</span>
                <AuditSeverityBadge severity={entry.severity} />
              </span>
              <span className="mt-1 line-clamp-2 block text-sm break-words text-muted">
                {entry.message}
              </span>
              <span className="mt-2 block text-xs text-subtle">
                <time dateTime={entry.createdAt}>{when}</time> · {actorLabel(entry)} ·{' '}
                {entityText(entry)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
