import { useId, useState } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { faqEntriesFor, helpMessages, searchFaq, type Role } from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { useFeatureFlags } from '../../../lib/feature-flags';

const text = helpMessages.faq;

/**
 * docs/product/help-and-pwa.md FAQ dialog: the role's questions, without those about a capability
 * whose flag is off (docs/help.md), searchable, each one unfolds.
 */
export function FaqDialog({
  role,
  isOpen,
  onOpenChange,
}: {
  role: Role;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const flags = useFeatureFlags();
  // Twenty-odd entries: filtered on every render, no memo to keep in step with the flags.
  const shown = searchFaq(faqEntriesFor(role, flags), query);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.titles[role]}
      description={text.description}
      closeLabel={text.close}
      size="2xl"
      scroll="children"
    >
      <div className="border-b border-line px-4 pb-4 sm:px-6">
        <label htmlFor={searchId} className="block font-medium text-ink">
          {text.searchLabel}
        </label>
        <div className="relative mt-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text.searchPlaceholder}
            className="min-h-10 w-full rounded-md border border-line pr-3 pl-9 text-ink"
          />
        </div>
        <p role="status" className="mt-2 text-xs text-muted">
          {text.count(shown.length)}
        </p>
      </div>
      <div className="overflow-y-auto p-4 pt-2 sm:p-6 sm:pt-2">
        {shown.length === 0 ? (
          <p className="py-4 text-muted">{text.empty(query.trim())}</p>
        ) : (
          <ul className="divide-y divide-line">
            {shown.map((entry) => (
              <li key={entry.id}>
                <details className="group py-1">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md font-medium text-ink hover:text-brand [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                    />
                  </summary>
                  <p className="pb-3 leading-relaxed text-muted">{entry.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
