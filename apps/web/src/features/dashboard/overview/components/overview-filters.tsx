import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CUSTOM_PERIOD,
  PERIOD_LABELS,
  PERIOD_MAX_DAYS,
  periodMessages,
  type Period,
  type PeriodRange,
} from '@atiende/contracts';
import { dashboardOverviewMessages } from '@atiende/contracts/dashboard';
import { FilterSelect, namedOptions } from '../../../../components/filter-select';
import { DateRange } from '../../../../components/ui/date-range';
import { FieldMessage } from '../../../../components/ui/field-message';
import { toIsoDay } from '../../../../lib/dates';
import { departmentsQueryOptions } from '../../../../lib/reference-data/reference-data';
import { periodDays } from '../lib/overview-links';
import { PICKER_PERIODS, isValidCustomRange, type OverviewFilters } from '../lib/overview-params';

const text = dashboardOverviewMessages.filters;

/**
 * Period and department (docs/dashboards.md): the period picker speaks the one vocabulary
 * (docs/conventions.md "Periods"); "Personalizado" shows Desde/Hasta, starting from the range on
 * screen. The department list is the viewer's (GET /api/departments: all for an administrator,
 * theirs for a lead).
 */
export function OverviewFiltersBar({
  filters,
  range,
  role,
  onChange,
}: {
  filters: OverviewFilters;
  /** The range of the figures on screen, to start a custom period from. */
  range: PeriodRange | undefined;
  role: 'ADMIN' | 'TECH_LEAD';
  onChange: (next: OverviewFilters) => void;
}) {
  const departments = useQuery(departmentsQueryOptions());
  // The days as typed for the range on screen: one the server would refuse stays here, with its
  // message, unapplied; a new range in the address (back, a link) replaces it.
  const appliedKey = `${filters.period}|${filters.from ?? ''}|${filters.to ?? ''}`;
  const [draft, setDraft] = useState<{ key: string; from?: string; to?: string } | null>(null);
  const days = draft && draft.key === appliedKey ? draft : { from: filters.from, to: filters.to };
  const isCustom = filters.period === CUSTOM_PERIOD;
  const periods: Period[] = PICKER_PERIODS.includes(filters.period)
    ? [...PICKER_PERIODS]
    : [filters.period, ...PICKER_PERIODS];
  const isTooLong = Boolean(
    days.from && days.to && days.from <= days.to && !isValidCustomRange(days.from, days.to),
  );

  const choosePeriod = (period: Period | undefined) => {
    if (!period) return;
    setDraft(null);
    if (period !== CUSTOM_PERIOD) {
      onChange({ departmentId: filters.departmentId, period });
      return;
    }
    // Before the first answer, the last 7 days (the default period) stand in for the range.
    const today = Date.now();
    const shown = range
      ? periodDays(range)
      : { from: toIsoDay(today - 6 * 86_400_000) ?? '', to: toIsoDay(today) ?? '' };
    onChange({ ...filters, period, from: shown.from, to: shown.to });
  };

  const changeDay = (key: 'from' | 'to', day: string | undefined) => {
    const next = { from: days.from, to: days.to, [key]: day };
    setDraft({ key: appliedKey, ...next });
    if (isValidCustomRange(next.from, next.to)) {
      onChange({ ...filters, period: CUSTOM_PERIOD, from: next.from, to: next.to });
    }
  };

  return (
    <section
      aria-label={text.label}
      className="flex flex-wrap items-start gap-3 rounded-lg border border-line bg-white p-3"
    >
      <FilterSelect<Period>
        id="overview-period"
        label={text.period}
        value={filters.period}
        options={periods.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
        onChange={choosePeriod}
        size="touch"
        className="w-full sm:w-48"
      />
      {isCustom ? (
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
          <DateRange
            idPrefix="overview-range"
            labels={{ from: text.from, to: text.to }}
            value={{ from: filters.from, to: filters.to }}
            invalidMessage={periodMessages.validation.fromAfterTo}
            onChange={changeDay}
            fieldClassName="h-11 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink md:h-9"
          />
          {isTooLong ? (
            <div className="col-span-2">
              <FieldMessage
                id="overview-range-span-error"
                message={periodMessages.validation.spanTooLong(PERIOD_MAX_DAYS)}
                isAlert
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <FilterSelect
        id="overview-department"
        label={text.department}
        value={filters.departmentId}
        anyLabel={text.allDepartments[role]}
        options={namedOptions(departments.data ?? [])}
        onChange={(departmentId) => onChange({ ...filters, departmentId })}
        size="touch"
        className="w-full sm:w-64"
      />
    </section>
  );
}
