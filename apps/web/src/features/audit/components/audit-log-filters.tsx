import { X } from 'lucide-react';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_SEVERITIES,
  auditMessages,
} from '@atiende/contracts';
import { SearchForm } from '../../../components/search-form';
import { Button } from '../../../components/ui/button';
import { DateRange } from '../../../components/ui/date-range';
import type { AuditFilters } from '../lib/audit-filters';
import { actionLabel } from './audit-labels';

const text = auditMessages.page;
const fieldClasses =
  'h-9 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
const labelClasses = 'mb-1 block text-xs font-medium text-muted';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  actorName: string | null;
  hasActive: boolean;
  onChange: (changes: Partial<AuditFilters>) => void;
  onClear: () => void;
}

/** Dates (America/Lima days), action, entity, severity and text; changes apply at once. */
export function AuditLogFilters({
  filters,
  actorName,
  hasActive,
  onChange,
  onClear,
}: AuditLogFiltersProps) {
  const select = <K extends 'action' | 'entityType' | 'severity'>(key: K, value: string) =>
    onChange({ [key]: value || undefined } as Partial<AuditFilters>);

  return (
    <section
      aria-label={text.filters}
      className="space-y-3 rounded-lg border border-line bg-white p-4"
    >
      <SearchForm
        id="audit-search"
        label={text.search}
        buttonLabel={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        compact
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <DateRange
          idPrefix="audit"
          labels={text}
          value={filters}
          invalidMessage={auditMessages.validation.dateRangeInvalid}
          onChange={(key, day) => onChange({ [key]: day })}
          fieldClassName={fieldClasses}
          labelClassName={labelClasses}
        />
        <div>
          <label htmlFor="audit-action" className={labelClasses}>
            {text.action}
          </label>
          <select
            id="audit-action"
            value={filters.action ?? ''}
            onChange={(event) => select('action', event.target.value)}
            className={fieldClasses}
          >
            <option value="">{text.any}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-entity" className={labelClasses}>
            {text.entityType}
          </label>
          <select
            id="audit-entity"
            value={filters.entityType ?? ''}
            onChange={(event) => select('entityType', event.target.value)}
            className={fieldClasses}
          >
            <option value="">{text.any}</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {auditMessages.entityTypes[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 md:col-span-1">
          <label htmlFor="audit-severity" className={labelClasses}>
            {text.severity}
          </label>
          <select
            id="audit-severity"
            value={filters.severity ?? ''}
            onChange={(event) => select('severity', event.target.value)}
            className={fieldClasses}
          >
            <option value="">{text.any}</option>
            {AUDIT_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {auditMessages.severities[severity]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {filters.actorId || hasActive ? (
        <div className="flex flex-wrap items-center gap-2">
          {filters.actorId ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-tint py-0.5 pr-1 pl-3 text-sm text-brand">
              {text.actorFilter(actorName ?? filters.actorId.slice(0, 8))}
              <button
                type="button"
                aria-label={text.removeActorFilter}
                onClick={() => onChange({ actorId: undefined })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-white"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          ) : null}
          {hasActive ? (
            <Button variant="ghost" onClick={onClear}>
              {text.clearFilters}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
