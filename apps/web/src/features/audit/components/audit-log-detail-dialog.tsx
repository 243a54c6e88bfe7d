import type { ReactNode } from 'react';
import { auditMessages, type AuditLog } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { formatDateTime } from '../../../lib/dates';
import { actionLabel, actorLabel, roleLabel } from './audit-labels';
import { AuditSeverityBadge } from './audit-severity-badge';

const text = auditMessages.detail;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 break-words text-ink">{children ?? text.none}</dd>
    </div>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-ink">{label}</h3>
      <ScrollRegion label={label} className="mt-1 max-h-64 rounded-md bg-surface-2 p-3">
        <pre className="text-xs whitespace-pre-wrap text-ink">{JSON.stringify(value, null, 2)}</pre>
      </ScrollRegion>
    </section>
  );
}

interface AuditLogDetailDialogProps {
  entry: AuditLog | null;
  onClose: () => void;
  onFilterByActor: (actorId: string) => void;
}

/** One entry in full: who, from where, and the before/after of the change. */
export function AuditLogDetailDialog({
  entry,
  onClose,
  onFilterByActor,
}: AuditLogDetailDialogProps) {
  return (
    <Dialog
      isOpen={entry !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={text.title}
      description={entry?.message ?? ''}
      closeLabel={text.close}
      size="2xl"
    >
      {entry ? (
        <>
          <dl className="divide-y divide-line">
            <Row label={text.when}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </Row>
            <Row label={text.actor}>
              {actorLabel(entry)}
              {entry.actorEmail ? (
                <span className="block text-xs text-subtle">{entry.actorEmail}</span>
              ) : null}
            </Row>
            <Row label={text.role}>{roleLabel(entry)}</Row>
            <Row label={text.action}>{actionLabel(entry.action)}</Row>
            <Row label={text.entity}>{auditMessages.entityTypes[entry.entityType]}</Row>
            <Row label={text.entityId}>{entry.entityId}</Row>
            <Row label={text.severity}>
              <AuditSeverityBadge severity={entry.severity} />
            </Row>
            <Row label={text.ip}>{entry.ip}</Row>
            <Row label={text.userAgent}>{entry.userAgent}</Row>
            <Row label={text.requestId}>{entry.requestId}</Row>
          </dl>
          <JsonBlock label={text.before} value={entry.before} />
          <JsonBlock label={text.after} value={entry.after} />
          <JsonBlock label={text.details} value={entry.details} />
          {entry.actorId ? (
            <div className="mt-4">
              <Button variant="secondary" onClick={() => onFilterByActor(entry.actorId!)}>
                {text.filterByActor}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
