import { X } from 'lucide-react';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_SEVERITIES,
  auditMessages,
} from '@atiende/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { SearchForm } from '../../../components/search-form';
import { Button } from '../../../components/ui/button';
import { DateRange } from '../../../components/ui/date-range';
import type { AuditFilters } from '../lib/audit-filters';
import { actionLabel } from './audit-labels';

const text = auditMessages.page;

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
        />
        <FilterSelect
          id="audit-action"
          label={text.action}
          value={filters.action}
          anyLabel={text.any}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
          onChange={(action) => onChange({ action })}
        />
        <FilterSelect
          id="audit-entity"
          label={text.entityType}
          value={filters.entityType}
          anyLabel={text.any}
          options={AUDIT_ENTITY_TYPES.map((type) => ({
            value: type,
            label: auditMessages.entityTypes[type],
          }))}
          onChange={(entityType) => onChange({ entityType })}
        />
        <FilterSelect
          id="audit-severity"
          label={text.severity}
          value={filters.severity}
          anyLabel={text.any}
          options={AUDIT_SEVERITIES.map((severity) => ({
            value: severity,
            label: auditMessages.severities[severity],
          }))}
          onChange={(severity) => onChange({ severity })}
          className="col-span-2 md:col-span-1"
        />
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
