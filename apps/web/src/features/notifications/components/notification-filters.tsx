import {
  NOTIFICATION_TYPES,
  notificationMessages,
  type NotificationType,
} from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { NOTIFICATION_PAGE_SIZES, type NotificationFilters } from '../lib/notification-filters';

const text = notificationMessages.page;
const selectClasses =
  'h-11 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink md:h-9';
const labelClasses = 'mb-1 block text-xs font-medium text-muted';

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
      <div className="min-w-48 flex-1 md:flex-none">
        <label htmlFor="notification-type-filter" className={labelClasses}>
          {text.filterType}
        </label>
        <select
          id="notification-type-filter"
          value={filters.type ?? ''}
          onChange={(event) =>
            onChange({ type: (event.target.value || undefined) as NotificationType | undefined })
          }
          className={selectClasses}
        >
          <option value="">{text.allTypes}</option>
          {NOTIFICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {notificationMessages.typeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="w-28">
        <label htmlFor="notification-page-size" className={labelClasses}>
          {text.perPage}
        </label>
        <select
          id="notification-page-size"
          value={filters.limit}
          onChange={(event) => onChange({ limit: Number(event.target.value) })}
          className={selectClasses}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
