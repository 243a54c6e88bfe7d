import { auditMessages, type AuditLog } from '@atiende/contracts';
import { TEXT_LINK_CLASSES } from '../../../components/ui/text-link';
import { CardList, type ListTable } from '../../../components/paged-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
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

function columns(onOpen: (entry: AuditLog) => void): ReadonlyArray<DataTableColumn<AuditLog>> {
  return [
    {
      id: 'date',
      header: text.date,
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap text-muted tabular-nums',
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
    },
    {
      id: 'actor',
      header: text.actor,
      cell: (entry) => {
        const role = roleLabel(entry);
        return (
          <>
            <span className="block max-w-48 truncate text-ink">{actorLabel(entry)}</span>
            {role ? <span className="block text-xs text-subtle">{role}</span> : null}
          </>
        );
      },
    },
    {
      id: 'action',
      header: text.action,
      cell: (entry) => (
        <button
          type="button"
          onClick={() => onOpen(entry)}
          aria-label={text.viewDetailOf(actionLabel(entry.action), formatDateTime(entry.createdAt))}
          className={cn('min-h-6 text-left font-medium', TEXT_LINK_CLASSES)}
        >
          {actionLabel(entry.action)}
        </button>
      ),
    },
    {
      id: 'entity',
      header: text.entity,
      className: 'whitespace-nowrap text-muted',
      cell: entityText,
    },
    {
      id: 'severity',
      header: text.severity,
      cell: (entry) => <AuditSeverityBadge severity={entry.severity} />,
    },
    {
      id: 'message',
      header: text.message,
      cell: (entry) => (
        <span className="line-clamp-2 max-w-md break-words text-muted">{entry.message}</span>
      ),
    },
  ];
}

/**
 * Desktop: a dense table (docs/product/tickets.md#ticket-list), newest first; each row opens its
 * detail.
 */
export function auditLogTable(onOpen: (entry: AuditLog) => void): ListTable<AuditLog> {
  return { caption: text.tableCaption, columns: columns(onOpen) };
}

/** Below 768 px: one card per entry, the whole card a button (docs/product/ui.md#patterns). */
export function AuditLogCards({ entries, onOpen }: AuditLogListProps) {
  return (
    <CardList
      rows={entries}
      card={(entry) => {
        const when = formatDateTime(entry.createdAt);
        return (
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
        );
      }}
    />
  );
}
