import { useEffect, useState } from 'react';
import { teamMessages, type TeamCustomer } from '@atiende/contracts';
import { namedOptions, SelectOptions } from '../../../components/filter-select';
import { TextField } from '../../../components/ui/text-field';
import { useCustomerOptions } from '../api/get-customer-options';

const text = teamMessages.form;
const SEARCH_DELAY_MS = 250;

interface CustomerPickerProps {
  value: TeamCustomer | null;
  onChange: (customer: TeamCustomer | null) => void;
  error?: string;
}

/**
 * "Empresa" of a client: a search box over the active companies (10 at a time) and a select of
 * the matches, with "Sin empresa" to clear. A native select keeps it keyboard- and
 * screen-reader-friendly and opens the phone's own picker under 768 px.
 */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const options = useCustomerOptions(debounced, true);
  const results = options.data ?? [];
  const choices =
    value && !results.some((item) => item.id === value.id) ? [value, ...results] : results;
  const status = options.isError
    ? text.customerLoadFailed
    : options.isFetching
      ? text.customerSearching
      : results.length === 0
        ? text.customerNoResults
        : '';
  const errorId = error ? 'team-customer-error' : undefined;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">{text.customer}</legend>
      <p className="text-sm text-muted">{text.customerHint}</p>
      <TextField
        id="team-customer-search"
        label={text.customerSearch}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={text.customerSearchPlaceholder}
        autoComplete="off"
      />
      <div>
        <label htmlFor="team-customer" className="sr-only">
          {text.customer}
        </label>
        <select
          id="team-customer"
          value={value?.id ?? ''}
          onChange={(event) =>
            onChange(choices.find((item) => item.id === event.target.value) ?? null)
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={`block h-12 w-full rounded-md border bg-white px-3 text-base text-ink ${
            error ? 'border-error-border' : 'border-line-strong'
          }`}
        >
          <SelectOptions emptyLabel={text.noCustomer} options={namedOptions(choices)} />
        </select>
      </div>
      <p className="min-h-5 text-sm text-muted" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
