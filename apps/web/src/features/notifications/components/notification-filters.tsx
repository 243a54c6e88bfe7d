import { NOTIFICATION_TYPES, notificationMessages } from '@atiende/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { filterLabelClasses as labelClasses } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { NOTIFICATION_PAGE_SIZES, type NotificationFilters } from '../lib/notification-filters';

const text = notificationMessages.page;
const types = NOTIFICATION_TYPES.map((type) => ({
  value: type,
  label: notificationMessages.typeLabels[type],
}));

/** Todas / Sin leer, Tipo and Por página; every change applies at once and goes to the URL. */
export function NotificationFiltersBar({
  filters,
  onChange,
}: {
  filters: NotificationFilters;
  onChange: (changes: Partial<NotificationFilters>) => void;
}) {
  const sizes: readonly number[] = NOTIFICATION_PAGE_SIZES.includes(
    filters.limit as (typeof NOTIFICATION_PAGE_SIZES)[number],
  )
    ? NOTIFICATION_PAGE_SIZES
    : [...NOTIFICATION_PAGE_SIZES, filters.limit].sort((a, b) => a - b);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3 md:p-4">
      <fieldset>
        <legend className={labelClasses}>{text.filterLabel}</legend>
        <div className="inline-flex rounded-md border border-line-strong p-0.5">
          {[
            { isUnreadOnly: false, label: text.filterAll },
            { isUnreadOnly: true, label: text.filterUnread },
          ].map((option) => (
            <label
              key={option.label}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center rounded-sm px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand md:min-h-8',
                filters.isUnreadOnly === option.isUnreadOnly
                  ? 'bg-brand text-white'
                  : 'text-muted hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name="notification-read-filter"
                checked={filters.isUnreadOnly === option.isUnreadOnly}
                onChange={() => onChange({ isUnreadOnly: option.isUnreadOnly })}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FilterSelect
        id="notification-type-filter"
        label={text.filterType}
        value={filters.type}
        anyLabel={text.allTypes}
        options={types}
        onChange={(type) => onChange({ type })}
        size="touch"
        className="min-w-48 flex-1 md:flex-none"
      />
      <FilterSelect
        id="notification-page-size"
        label={text.perPage}
        value={String(filters.limit)}
        options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(size) => (size ? onChange({ limit: Number(size) }) : undefined)}
        size="touch"
        className="w-28"
      />
    </div>
  );
}
