import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { auditMessages, pageMessages, type AuditLog } from '@atiende/contracts';
import { ForbiddenPanel, PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
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
    <ForbiddenPanel
      title={text.title}
      message={auditMessages.errorTest.forbidden}
      backLabel={pageMessages.comingSoon.backToPanel}
    />
  );
}

/** /admin/audit-logs: filters in the URL, table or cards, detail, pages and CSV export. */
export function AuditLogPage({ isAdmin }: { isAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const filters = parseAuditFilters(params);
  const query = useAuditLogs(filters, { isEnabled: isAdmin });
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
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <Button variant="secondary" onClick={runExport} disabled={isExporting}>
            <Download aria-hidden="true" className="size-4" />
            {isExporting ? text.exporting : text.exportCsv}
          </Button>
        }
      />

      <AuditLogFilters
        filters={filters}
        actorName={actorName}
        hasActive={isFiltered}
        onChange={change}
        onClear={() => apply({ page: 1 })}
      />

      <PagedList
        query={query}
        count={entries.length}
        texts={text}
        emptyMessage={isFiltered ? text.emptyFiltered : text.emptyAll}
        onClearFilters={isFiltered ? () => apply({ page: 1 }) : null}
        table={<AuditLogTable entries={entries} onOpen={setSelected} />}
        cards={<AuditLogCards entries={entries} onOpen={setSelected} />}
        pagination={pagination}
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
