import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Users } from 'lucide-react';
import { customerMessages, type CustomerDuplicate } from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useCustomerDuplicates } from '../api/get-duplicates';
import { MergeDialog } from './merge-dialog';

const text = customerMessages.duplicates;

/** "Posibles duplicados": pairs sharing an email or phone, each with "Fusionar" (administrators). */
export function DuplicatesPanel({ basePath }: { basePath: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [merging, setMerging] = useState<CustomerDuplicate | null>(null);
  const query = useCustomerDuplicates({ isEnabled: true });
  const pairs = query.data ?? [];
  if (query.isSuccess && pairs.length === 0) return null;

  return (
    <section
      aria-labelledby="customers-duplicates"
      className="rounded-lg border border-line bg-white"
    >
      <h2 id="customers-duplicates">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls="customers-duplicates-body"
          onClick={() => setIsOpen((value) => !value)}
          className="flex min-h-11 w-full items-center gap-2 px-4 text-left text-sm font-semibold text-ink hover:bg-surface"
        >
          <Users aria-hidden="true" className="size-4 text-[#C2410C]" />
          {query.isSuccess ? text.show(pairs.length) : text.title}
          <ChevronDown
            aria-hidden="true"
            className={`ml-auto size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      {isOpen ? (
        <div id="customers-duplicates-body" className="border-t border-line p-4">
          <p className="text-sm text-muted">{text.description}</p>
          {query.isError ? <p className="mt-2 text-sm text-error">{text.loadFailed}</p> : null}
          <ul className="mt-3 divide-y divide-line">
            {pairs.map((pair) => (
              <li
                key={`${pair.first.id}-${pair.second.id}`}
                className="flex flex-wrap items-center gap-3 py-2"
              >
                <Badge tone="neutral">
                  {customerMessages.duplicateReasons[pair.reason]}: {pair.value}
                </Badge>
                <span className="min-w-0 flex-1 text-sm">
                  {[pair.first, pair.second].map((side, index) => (
                    <span key={side.id}>
                      {index > 0 ? ' · ' : null}
                      <Link
                        to={`${basePath}/${side.id}`}
                        className="font-medium text-brand underline-offset-2 hover:underline"
                      >
                        {side.name}
                      </Link>{' '}
                      <span className="text-subtle tabular-nums">
                        ({text.tickets(side.ticketsTotal)})
                      </span>
                    </span>
                  ))}
                </span>
                <Button variant="secondary" onClick={() => setMerging(pair)}>
                  {text.merge}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <MergeDialog pair={merging} onClose={() => setMerging(null)} />
    </section>
  );
}
