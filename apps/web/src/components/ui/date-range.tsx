import { useState } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, FieldMessage } from './field-message';
import { filterControlClasses, filterLabelClasses } from './form-field';

export type DateRangeKey = 'from' | 'to';
export interface DateRangeValue {
  from?: string | null;
  to?: string | null;
}

/** `from` after `to` (both "aaaa-mm-dd", so they compare as text). */
export function isRangeReversed({ from, to }: DateRangeValue): boolean {
  return Boolean(from && to && from > to);
}

/**
 * "Desde" / "Hasta": two date fields whose days keep their order. The pickers offer no day on
 * the wrong side of the other one; a day typed there stays in its field, marked with the
 * message, and is not applied until the range is right again.
 */
export function DateRange({
  idPrefix,
  labels,
  value,
  invalidMessage,
  onChange,
  fieldClassName = filterControlClasses,
  labelClassName = filterLabelClasses,
}: {
  /** The fields' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  labels: { from: string; to: string };
  /** The applied range (from the URL). */
  value: DateRangeValue;
  invalidMessage: string;
  /** One side changed to a valid range; an emptied field gives `undefined`. */
  onChange: (key: DateRangeKey, day: string | undefined) => void;
  /** By default the 36 px fields of a filter bar. */
  fieldClassName?: string;
  labelClassName?: string;
}) {
  const [draft, setDraft] = useState<DateRangeValue>(value);
  const [applied, setApplied] = useState<DateRangeValue>(value);
  if (value.from !== applied.from || value.to !== applied.to) {
    setApplied(value);
    setDraft(value);
  }
  const isReversed = isRangeReversed(draft);
  const errorId = `${idPrefix}-range-error`;
  const change = (key: DateRangeKey, day: string) => {
    const next = { ...draft, [key]: day || null };
    setDraft(next);
    if (!isRangeReversed(next)) onChange(key, day || undefined);
  };
  const field = (key: DateRangeKey) => {
    const id = `${idPrefix}-${key}`;
    const other = key === 'from' ? draft.to : draft.from;
    return (
      <div>
        <label htmlFor={id} className={labelClassName}>
          {labels[key]}
        </label>
        <input
          id={id}
          type="date"
          value={draft[key] ?? ''}
          min={key === 'to' ? (other ?? undefined) : undefined}
          max={key === 'from' ? (other ?? undefined) : undefined}
          aria-invalid={isReversed || undefined}
          aria-describedby={describedBy(isReversed && errorId)}
          onChange={(event) => change(key, event.target.value)}
          className={cn(fieldClassName, isReversed && 'border-error-border')}
        />
        {isReversed && key === 'to' ? (
          <FieldMessage id={errorId} message={invalidMessage} isAlert />
        ) : null}
      </div>
    );
  };
  return (
    <>
      {field('from')}
      {field('to')}
    </>
  );
}
