import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { customerMessages } from '@atiende/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { Button } from '../../../components/ui/button';
import type { CustomerFilters as Filters } from '../lib/customer-filters';
import {
  filterControlClasses as fieldClasses,
  filterLabelClasses as labelClasses,
} from '../../../components/ui/form-field';

const text = customerMessages.page;
/** The free-text filters besides the search: empresa and cadena. */
const TEXT_FIELDS = [
  { name: 'business', id: 'customers-business', label: text.business },
  { name: 'chainName', id: 'customers-chain', label: text.chainName },
] as const;

interface CustomerFiltersProps {
  filters: Filters;
  hasActive: boolean;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/** The typed text of each field, from the applied filters. */
const draftOf = (filters: Filters) => ({
  search: filters.search ?? '',
  business: filters.business ?? '',
  chainName: filters.chainName ?? '',
});

/** Search (name, RUC, email, chain), empresa, cadena and estado; kept in the URL. */
export function CustomerFilters({ filters, hasActive, onChange, onClear }: CustomerFiltersProps) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  const [last, setLast] = useState(filters);
  if (filters !== last && JSON.stringify(filters) !== JSON.stringify(last)) {
    setLast(filters);
    setDraft(draftOf(filters));
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
      {TEXT_FIELDS.map(({ name, id, label }) => (
        <div key={name}>
          <label htmlFor={id} className={labelClasses}>
            {label}
          </label>
          <input id={id} maxLength={150} className={fieldClasses} {...field(name)} />
        </div>
      ))}
      <FilterSelect
        id="customers-status"
        label={text.status}
        value={filters.isActive === undefined ? undefined : String(filters.isActive)}
        anyLabel={text.statusAny}
        options={[
          { value: 'true', label: text.active },
          { value: 'false', label: text.inactive },
        ]}
        onChange={(value) =>
          onChange({ isActive: value === undefined ? undefined : value === 'true' })
        }
        className="col-span-2 md:col-span-1"
      />
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
