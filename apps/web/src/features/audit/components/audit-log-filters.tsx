import { X } from 'lucide-react';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_SEVERITIES,
  auditMessages,
} from '@atiende/contracts';
import { FilterBar, type FilterBarBindings } from '../../../components/filter-bar';
import { DateRange } from '../../../components/ui/date-range';
import type { AuditFilters } from '../lib/audit-filters';
import { actionLabel } from './audit-labels';

const text = auditMessages.page;

interface AuditLogFiltersProps extends FilterBarBindings<AuditFilters> {
  actorName: string | null;
}

/** Dates (America/Lima days), action, entity, severity and text; changes apply at once. */
export function AuditLogFilters({ actorName, ...bindings }: AuditLogFiltersProps) {
  const { filters, onChange } = bindings;
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));
  const entityTypes = AUDIT_ENTITY_TYPES.map((type) => ({
    value: type,
    label: auditMessages.entityTypes[type],
  }));
  const severities = AUDIT_SEVERITIES.map((severity) => ({
    value: severity,
    label: auditMessages.severities[severity],
  }));
  return (
    <FilterBar
      label={text.filters}
      search={{
        id: 'audit-search',
        label: text.search,
        placeholder: text.searchPlaceholder,
        isCompact: true,
      }}
      {...bindings}
      controlsClassName="grid grid-cols-2 gap-3 md:grid-cols-5"
      selects={[
        {
          key: 'action',
          id: 'audit-action',
          label: text.action,
          anyLabel: text.any,
          options: actions,
        },
        {
          key: 'entityType',
          id: 'audit-entity',
          label: text.entityType,
          anyLabel: text.any,
          options: entityTypes,
        },
        {
          key: 'severity',
          id: 'audit-severity',
          label: text.severity,
          anyLabel: text.any,
          options: severities,
          className: 'col-span-2 md:col-span-1',
        },
      ]}
      chips={
        filters.actorId ? (
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
        ) : null
      }
      clearLabel={text.clearFilters}
    >
      <DateRange
        idPrefix="audit"
        labels={text}
        value={filters}
        invalidMessage={auditMessages.validation.dateRangeInvalid}
        onChange={(key, day) => onChange({ [key]: day })}
      />
    </FilterBar>
  );
}
