import { useId, useMemo, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, Search, X } from 'lucide-react';
import { faqEntriesFor, helpMessages, searchFaq, type Role } from '@atiende/contracts';

const text = helpMessages.faq;

/** spec §2 FAQ dialog: the role's questions (spec §6), searchable, each one unfolds. */
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
  const entries = useMemo(() => faqEntriesFor(role), [role]);
  const shown = useMemo(() => searchFaq(entries, query), [entries, query]);
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white text-sm shadow-lg">
          <div className="border-b border-line p-6 pb-4">
            <Dialog.Title className="pr-8 text-lg font-semibold text-ink">
              {text.titles[role]}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-muted">{text.description}</Dialog.Description>
            <label htmlFor={searchId} className="mt-4 block font-medium text-ink">
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
          <div className="overflow-y-auto p-6 pt-2">
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
          <Dialog.Close
            aria-label={text.close}
            className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-2"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
