import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { customerMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import type { CustomerFilters as Filters } from '../lib/customer-filters';
import {
  filterControlClasses as fieldClasses,
  filterLabelClasses as labelClasses,
} from '../../../components/ui/form-field';

const text = customerMessages.page;

interface CustomerFiltersProps {
  filters: Filters;
  hasActive: boolean;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/** Search (name, RUC, email, chain), empresa, cadena and estado; kept in the URL. */
export function CustomerFilters({ filters, hasActive, onChange, onClear }: CustomerFiltersProps) {
  const [draft, setDraft] = useState({
    search: filters.search ?? '',
    business: filters.business ?? '',
    chainName: filters.chainName ?? '',
  });
  const [last, setLast] = useState(filters);
  if (filters !== last && JSON.stringify(filters) !== JSON.stringify(last)) {
    setLast(filters);
    setDraft({
      search: filters.search ?? '',
      business: filters.business ?? '',
      chainName: filters.chainName ?? '',
    });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      search: draft.search.trim() || undefined,
      business: draft.business.trim() || undefined,
      chainName: draft.chainName.trim() || undefined,
    });
  };
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-white p-4 md:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="customers-search" className={labelClasses}>
          {text.search}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-2.5 left-2 size-4 text-subtle" />
          <input
            id="customers-search"
            type="search"
            placeholder={text.searchPlaceholder}
            maxLength={200}
            className={`${fieldClasses} pl-8`}
            {...field('search')}
          />
        </div>
      </div>
      <div>
        <label htmlFor="customers-business" className={labelClasses}>
          {text.business}
        </label>
        <input
          id="customers-business"
          maxLength={150}
          className={fieldClasses}
          {...field('business')}
        />
      </div>
      <div>
        <label htmlFor="customers-chain" className={labelClasses}>
          {text.chainName}
        </label>
        <input
          id="customers-chain"
          maxLength={150}
          className={fieldClasses}
          {...field('chainName')}
        />
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="customers-status" className={labelClasses}>
          {text.status}
        </label>
        <select
          id="customers-status"
          value={filters.isActive === undefined ? '' : String(filters.isActive)}
          onChange={(event) =>
            onChange({
              isActive: event.target.value === '' ? undefined : event.target.value === 'true',
            })
          }
          className={fieldClasses}
        >
          <option value="">{text.statusAny}</option>
          <option value="true">{text.active}</option>
          <option value="false">{text.inactive}</option>
        </select>
      </div>
      <div className="col-span-2 flex items-end gap-2 md:col-span-1">
        <Button type="submit" variant="secondary" className="min-h-9">
          {text.apply}
        </Button>
        {hasActive ? (
          <Button variant="ghost" className="min-h-9" onClick={onClear}>
            {text.clearFilters}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
