import { useEffect, useState } from 'react';
import { slaMessages } from '@atiende/contracts';
import { namedOptions, SelectOptions } from '../../../components/filter-select';
import { FieldMessage, describedBy } from '../../../components/ui/field-message';
import { controlClasses } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { useCompanyOptions } from '../api/sla';

const text = slaMessages.policies.dialog;
const SEARCH_DELAY_MS = 250;

export type CompanyOption = { id: string; name: string };

interface CompanyPickerProps {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  error?: string;
}

/**
 * A policy's "Empresa": a search box over the active companies (10 at a time) and a native select
 * of the matches, with "Todas las empresas" to clear (the phone's own picker under 768 px).
 */
export function CompanyPicker({ value, onChange, error }: CompanyPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const options = useCompanyOptions(debounced, true);
  const results = options.data ?? [];
  const choices =
    value && !results.some((item) => item.id === value.id) ? [value, ...results] : results;
  const status = options.isError
    ? text.companyLoadFailed
    : options.isFetching
      ? text.companySearching
      : results.length === 0
        ? text.companyNoResults
        : '';
  const errorId = error ? 'sla-policy-customer-error' : undefined;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">{text.company}</legend>
      <p id="sla-policy-customer-hint" className="text-sm text-muted">
        {text.companyHint}
      </p>
      <TextField
        id="sla-policy-customer-search"
        label={text.companySearch}
        type="search"
        fieldSize="md"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={text.companySearchPlaceholder}
        autoComplete="off"
      />
      <div>
        <label htmlFor="sla-policy-customer" className="sr-only">
          {text.company}
        </label>
        <select
          id="sla-policy-customer"
          value={value?.id ?? ''}
          onChange={(event) =>
            onChange(choices.find((item) => item.id === event.target.value) ?? null)
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('sla-policy-customer-hint', errorId)}
          className={controlClasses('md')}
        >
          <SelectOptions emptyLabel={text.anyCompany} options={namedOptions(choices)} />
        </select>
      </div>
      <p className="min-h-5 text-sm text-muted" aria-live="polite">
        {status}
      </p>
      {error && errorId ? <FieldMessage id={errorId} message={error} /> : null}
    </fieldset>
  );
}
