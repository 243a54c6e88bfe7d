import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download, Lock, SearchX } from 'lucide-react';
import { auditMessages, pageMessages, type AuditLog } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PagerButtons } from '../../../components/ui/pager-buttons';
import { formatCount } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useIsDesktop } from '../../../lib/use-media-query';
import { exportAuditLogs } from '../api/export-audit-logs';
import { useAuditLogs } from '../api/get-audit-logs';
import {
  auditFiltersToParams,
  hasActiveFilters,
  parseAuditFilters,
  type AuditFilters,
} from '../lib/audit-filters';
import { AuditLogCards, AuditLogTable } from './audit-log-list';
import { AuditLogDetailDialog } from './audit-log-detail-dialog';
import { AuditLogFilters } from './audit-log-filters';

const text = auditMessages.page;

function Forbidden() {
  return (
    <MessagePanel
      icon={Lock}
      heading={text.title}
      headingLevel={1}
      actions={
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {pageMessages.comingSoon.backToPanel}
        </Link>
      }
    >
      <p>{auditMessages.errorTest.forbidden}</p>
    </MessagePanel>
  );
}

/** /admin/audit-logs: filters in the URL, table or cards, detail, pages and CSV export. */
export function AuditLogPage({ isAdmin }: { isAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const filters = parseAuditFilters(params);
  const query = useAuditLogs(filters, { isEnabled: isAdmin });
  const isDesktop = useIsDesktop();
  const [selected, setSelected] = useState<AuditLog | null>(null);
  const [isExporting, setIsExporting] = useState(false);

  if (!isAdmin) return <Forbidden />;

  const apply = (next: AuditFilters) => setParams(auditFiltersToParams(next));
  const change = (changes: Partial<AuditFilters>) => apply({ ...filters, ...changes, page: 1 });
  const entries = query.data?.auditLogs ?? [];
  const pagination = query.data?.pagination;
  const isFiltered = hasActiveFilters(filters);
  const actorName = entries.find((entry) => entry.actorId === filters.actorId)?.actorName ?? null;

  const runExport = async () => {
    setIsExporting(true);
    try {
      await exportAuditLogs(filters);
      notify.success(text.exported);
    } catch {
      notify.error(text.exportFailed);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-ink">{text.title}</h1>
          <p className="mt-1 text-sm text-muted">{text.description}</p>
        </div>
        <Button variant="secondary" onClick={runExport} disabled={isExporting}>
          <Download aria-hidden="true" className="size-4" />
          {isExporting ? text.exporting : text.exportCsv}
        </Button>
      </div>

      <AuditLogFilters
        filters={filters}
        actorName={actorName}
        hasActive={isFiltered}
        onChange={change}
        onClear={() => apply({ page: 1 })}
      />

      {query.isError ? (
        <InlineAlert>
          <p>{text.loadFailed}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        </InlineAlert>
      ) : null}

      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70' : ''}>
        {query.isSuccess && entries.length === 0 ? (
          <MessagePanel icon={SearchX} heading={text.emptyTitle} headingLevel={2}>
            <p>{isFiltered ? text.emptyFiltered : text.emptyAll}</p>
            {isFiltered ? (
              <Button variant="secondary" className="mt-4" onClick={() => apply({ page: 1 })}>
                {text.clearFilters}
              </Button>
            ) : null}
          </MessagePanel>
        ) : isDesktop ? (
          <AuditLogTable entries={entries} onOpen={setSelected} />
        ) : (
          <AuditLogCards entries={entries} onOpen={setSelected} />
        )}
      </div>

      {pagination && entries.length > 0 ? (
        <nav
          aria-label={text.pagination}
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p className="text-muted tabular-nums">
            {text.showing(
              (pagination.page - 1) * pagination.limit + 1,
              (pagination.page - 1) * pagination.limit + entries.length,
              `${formatCount(pagination.total)}${pagination.totalIsEstimate ? '+' : ''}`,
            )}
          </p>
          <PagerButtons
            page={pagination.page}
            totalPages={pagination.totalPages}
            onPage={(page) => apply({ ...filters, page })}
            previousLabel={text.previous}
            nextLabel={text.next}
          />
        </nav>
      ) : null}

      <AuditLogDetailDialog
        entry={selected}
        onClose={() => setSelected(null)}
        onFilterByActor={(actorId) => {
          setSelected(null);
          change({ actorId });
        }}
      />
    </div>
  );
}
