import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyOptionsQueryOptions } from '../lib/reference-data/reference-data';
import { namedOptions, SelectOptions } from './filter-select';
import { FieldMessage, describedBy } from './ui/field-message';
import { controlClasses, type FieldSize } from './ui/form-field';
import { TextField } from './ui/text-field';

const SEARCH_DELAY_MS = 250;

export type CompanyOption = { id: string; name: string };

/** The picker's texts, from the feature that uses it. */
export interface CompanyPickerText {
  legend: string;
  hint: string;
  search: string;
  searchPlaceholder: string;
  /** The empty choice that clears it ("Sin empresa", "Todas las empresas"). */
  none: string;
  loadFailed: string;
  searching: string;
  noResults: string;
}

interface CompanyPickerProps {
  /** Prefix of the ids of its controls (`<id>`, `<id>-search`, `<id>-hint`, `<id>-error`). */
  id: string;
  text: CompanyPickerText;
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  error?: string;
  fieldSize?: FieldSize;
  /** Announce the error at once (a form that validates on submit). */
  isErrorAlert?: boolean;
}

/**
 * "Empresa": a search box over the active companies (10 at a time) and a native select of the
 * matches, with an empty choice to clear. A native select keeps it keyboard- and
 * screen-reader-friendly and opens the phone's own picker under 768 px. Used by the team's client
 * form and the SLA policies (docs/sla.md).
 */
export function CompanyPicker({
  id,
  text,
  value,
  onChange,
  error,
  fieldSize = 'lg',
  isErrorAlert = false,
}: CompanyPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const options = useQuery({
    ...companyOptionsQueryOptions(debounced),
    placeholderData: keepPreviousData,
  });
  const results = options.data ?? [];
  const choices =
    value && !results.some((item) => item.id === value.id) ? [value, ...results] : results;
  const status = options.isError
    ? text.loadFailed
    : options.isFetching
      ? text.searching
      : results.length === 0
        ? text.noResults
        : '';
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">{text.legend}</legend>
      <p id={hintId} className="text-sm text-muted">
        {text.hint}
      </p>
      <TextField
        id={`${id}-search`}
        label={text.search}
        type="search"
        fieldSize={fieldSize}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={text.searchPlaceholder}
        autoComplete="off"
      />
      <div>
        <label htmlFor={id} className="sr-only">
          {text.legend}
        </label>
        <select
          id={id}
          value={value?.id ?? ''}
          onChange={(event) =>
            onChange(choices.find((item) => item.id === event.target.value) ?? null)
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          className={controlClasses(fieldSize)}
        >
          <SelectOptions emptyLabel={text.none} options={namedOptions(choices)} />
        </select>
      </div>
      <p className="min-h-5 text-sm text-muted" aria-live="polite">
        {status}
      </p>
      {error && errorId ? (
        <FieldMessage id={errorId} message={error} isAlert={isErrorAlert} />
      ) : null}
    </fieldset>
  );
}
