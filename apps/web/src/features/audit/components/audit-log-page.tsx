import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download, Lock } from 'lucide-react';
import { auditMessages, pageMessages, type AuditLog } from '@atiende/contracts';
import { ListPager, ListResults } from '../../../components/paged-list';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
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

      <ListResults
        query={query}
        count={entries.length}
        texts={text}
        emptyMessage={isFiltered ? text.emptyFiltered : text.emptyAll}
        onClearFilters={isFiltered ? () => apply({ page: 1 }) : null}
      >
        {isDesktop ? (
          <AuditLogTable entries={entries} onOpen={setSelected} />
        ) : (
          <AuditLogCards entries={entries} onOpen={setSelected} />
        )}
      </ListResults>

      <ListPager
        pagination={pagination}
        count={entries.length}
        texts={text}
        onPage={(page) => apply({ ...filters, page })}
      />

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
