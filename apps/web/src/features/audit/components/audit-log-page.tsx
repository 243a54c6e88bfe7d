import { useState } from 'react';
import { Download } from 'lucide-react';
import { auditMessages, pageMessages, type AuditLog } from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { exportAuditLogs } from '../api/export-audit-logs';
import { useAuditLogs } from '../api/get-audit-logs';
import { auditFiltersToParams, hasActiveFilters, parseAuditFilters } from '../lib/audit-filters';
import { AuditLogCards, auditLogTable } from './audit-log-list';
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
  const list = useUrlFilters({
    parse: parseAuditFilters,
    toParams: auditFiltersToParams,
    isActive: hasActiveFilters,
    cleared: () => ({ page: 1 }),
  });
  const { filters } = list;
  const query = useAuditLogs(filters, { isEnabled: isAdmin });
  const [selected, setSelected] = useState<AuditLog | null>(null);
  const [isExporting, setIsExporting] = useState(false);

  if (!isAdmin) return <Forbidden />;

  const entries = query.data?.auditLogs ?? [];
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
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <Button variant="secondary" onClick={runExport} disabled={isExporting}>
          <Download aria-hidden="true" className="size-4" />
          {isExporting ? text.exporting : text.exportCsv}
        </Button>
      }
    >
      <AuditLogFilters {...list.bar} actorName={actorName} />

      <PagedList
        query={query}
        rows={entries}
        texts={text}
        emptyAllMessage={text.emptyAll}
        filters={list}
        table={auditLogTable(setSelected)}
        cards={<AuditLogCards entries={entries} onOpen={setSelected} />}
      />

      <AuditLogDetailDialog
        entry={selected}
        onClose={() => setSelected(null)}
        onFilterByActor={(actorId) => {
          setSelected(null);
          list.change({ actorId });
        }}
      />
    </ListPage>
  );
}
