import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  CUSTOM_PERIOD,
  PERIOD_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SOURCES,
  TICKET_SOURCE_LABELS,
  periodMessages,
  type Period,
  type PeriodRange,
} from '@atiende/contracts';
import {
  reportMessages,
  reportPageMessages,
  type ReportCatalogue,
  type ReportFamily,
  type ReportFilter,
} from '@atiende/contracts/reports';
import { FilterSelect, namedOptions } from '../../../components/filter-select';
import { Button } from '../../../components/ui/button';
import { DateRange } from '../../../components/ui/date-range';
import { FieldMessage } from '../../../components/ui/field-message';
import { filterLabelClasses } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { toIsoDay } from '../../../lib/dates';
import {
  DEFAULT_REPORT_PERIOD,
  isTeamTime,
  isValidCustomRange,
  maxRangeDays,
  pickerPeriods,
  setFilters,
  type ReportFilters,
} from '../lib/report-params';

const text = reportPageMessages.filters;
const labels = reportMessages.filters;
const CONTROL = 'w-full sm:w-60';
const DATE_FIELD =
  'h-11 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink md:h-9';

/** The Lima days of a half-open answer range, as the custom fields take them. */
function rangeDays(range: PeriodRange): { from: string; to: string } {
  return {
    from: toIsoDay(range.from) ?? '',
    to: toIsoDay(new Date(Date.parse(range.to) - 1)) ?? '',
  };
}

/** How many filters differ from a fresh report: the phone's "Filtros (2)". */
export function activeFilterCount(filters: ReportFilters): number {
  return (filters.period === DEFAULT_REPORT_PERIOD ? 0 : 1) + setFilters(filters).length;
}

function PeriodControls({
  family,
  filters,
  range,
  onChange,
}: {
  family: ReportFamily;
  filters: ReportFilters;
  range: PeriodRange | undefined;
  onChange: (next: ReportFilters) => void;
}) {
  // Days typed for a range the server would refuse stay here, with their message, unapplied.
  const appliedKey = `${filters.period}|${filters.from ?? ''}|${filters.to ?? ''}`;
  const [draft, setDraft] = useState<{ key: string; from?: string; to?: string } | null>(null);
  const days = draft && draft.key === appliedKey ? draft : { from: filters.from, to: filters.to };
  const maxDays = maxRangeDays(family);
  const isTooLong = Boolean(
    days.from &&
    days.to &&
    days.from <= days.to &&
    !isValidCustomRange(days.from, days.to, maxDays),
  );

  const choosePeriod = (period: Period | undefined) => {
    if (!period) return;
    setDraft(null);
    const rest = { ...filters, from: undefined, to: undefined };
    if (period !== CUSTOM_PERIOD) return onChange({ ...rest, period });
    // Start from the range on screen; before the first answer, the last 30 days.
    const today = Date.now();
    const shown = range
      ? rangeDays(range)
      : { from: toIsoDay(today - 29 * 86_400_000) ?? '', to: toIsoDay(today) ?? '' };
    onChange({ ...rest, period, ...shown });
  };

  const changeDay = (key: 'from' | 'to', day: string | undefined) => {
    const next = { from: days.from, to: days.to, [key]: day };
    setDraft({ key: appliedKey, ...next });
    if (isValidCustomRange(next.from, next.to, maxDays)) {
      onChange({ ...filters, period: CUSTOM_PERIOD, from: next.from, to: next.to });
    }
  };

  return (
    <>
      <FilterSelect<Period>
        id="report-period"
        label={labels.period}
        value={filters.period}
        options={pickerPeriods(family).map((value) => ({ value, label: PERIOD_LABELS[value] }))}
        onChange={choosePeriod}
        size="touch"
        className={CONTROL}
      />
      {filters.period === CUSTOM_PERIOD ? (
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
          <DateRange
            idPrefix="report-range"
            labels={{ from: text.from, to: text.to }}
            value={{ from: filters.from, to: filters.to }}
            invalidMessage={periodMessages.validation.fromAfterTo}
            onChange={changeDay}
            fieldClassName={DATE_FIELD}
          />
          {isTooLong ? (
            <div className="col-span-2">
              <FieldMessage
                id="report-range-span-error"
                message={
                  isTeamTime(family)
                    ? text.teamTimeRange(maxDays)
                    : periodMessages.validation.spanTooLong(maxDays)
                }
                isAlert
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The report's filters (docs/reports.md#pages): the period (with Desde/Hasta for a custom one)
 * and the filters its type offers, each applied at once and kept in the address. On a phone they
 * fold into "Filtros (n)", so the figures come first.
 */
export function ReportFiltersPanel({
  family,
  offered,
  isPeriodless,
  filters,
  catalogue,
  role,
  range,
  onChange,
}: {
  family: ReportFamily;
  offered: readonly ReportFilter[];
  /** A report of the situation now: the period is not offered. */
  isPeriodless: boolean;
  filters: ReportFilters;
  catalogue: ReportCatalogue | undefined;
  role: 'ADMIN' | 'TECH_LEAD';
  range: PeriodRange | undefined;
  onChange: (next: ReportFilters) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);
  const has = (filter: ReportFilter) => offered.includes(filter);
  const set = (changes: Partial<ReportFilters>) => onChange({ ...filters, ...changes });

  return (
    <section aria-label={text.label} className="md:rounded-lg md:border md:border-line md:bg-white">
      <div className="md:hidden">
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="w-full justify-start"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {count > 0 ? text.toggleWithCount(count) : text.toggle}
        </Button>
      </div>
      <div
        id={panelId}
        className={cn(
          'mt-3 flex-wrap items-start gap-3 rounded-lg border border-line bg-white p-3 md:mt-0 md:flex md:border-0',
          isOpen ? 'flex' : 'hidden',
        )}
      >
        {isPeriodless ? (
          <div className={CONTROL}>
            <p className={filterLabelClasses}>{labels.period}</p>
            <p className="flex h-11 items-center text-sm font-medium text-ink md:h-9">{text.now}</p>
          </div>
        ) : (
          <PeriodControls family={family} filters={filters} range={range} onChange={onChange} />
        )}
        {has('departmentId') ? (
          <FilterSelect
            id="report-department"
            label={labels.departmentId}
            value={filters.departmentId}
            anyLabel={text.allDepartments[role]}
            options={namedOptions(catalogue?.departments ?? [])}
            onChange={(departmentId) => set({ departmentId })}
            size="touch"
            className={CONTROL}
          />
        ) : null}
        {has('technicianId') ? (
          <FilterSelect
            id="report-technician"
            label={labels.technicianId}
            value={filters.technicianId}
            anyLabel={text.allTechnicians}
            options={namedOptions(catalogue?.technicians ?? [])}
            onChange={(technicianId) => set({ technicianId })}
            size="touch"
            className={CONTROL}
          />
        ) : null}
        {has('priority') ? (
          <FilterSelect
            id="report-priority"
            label={labels.priority}
            value={filters.priority}
            anyLabel={text.allPriorities}
            options={TICKET_PRIORITIES.map((value) => ({
              value,
              label: TICKET_PRIORITY_LABELS[value],
            }))}
            onChange={(priority) => set({ priority })}
            size="touch"
            className={CONTROL}
          />
        ) : null}
        {has('source') ? (
          <FilterSelect
            id="report-source"
            label={labels.source}
            value={filters.source}
            anyLabel={text.allSources}
            options={TICKET_SOURCES.map((value) => ({ value, label: TICKET_SOURCE_LABELS[value] }))}
            onChange={(source) => set({ source })}
            size="touch"
            className={CONTROL}
          />
        ) : null}
        {count > 0 ? (
          <div className="flex w-full items-end sm:w-auto md:self-end">
            <Button
              variant="ghost"
              onClick={() => onChange({ period: DEFAULT_REPORT_PERIOD })}
              className="w-full sm:w-auto"
            >
              {text.clear}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
