import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { macroMessages, type TicketMacro } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { macroActionPhrases } from '../../../lib/macro-summary';
import { useTicketMacros } from '../api/ticket-macros';

const text = macroMessages.picker;

/** Accents and capitals do not count when searching ("tecnico" finds "Técnico"). */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const phrasesOf = (macro: TicketMacro) =>
  macroActionPhrases({
    status: macro.actions.status,
    priority: macro.actions.priority,
    assignee: macro.actions.assignee,
    hasInternalNote: macro.actions.internalNote !== null,
  });

interface MacroPickerProps {
  ticketId: string;
  onPick: (macro: TicketMacro) => void;
  /** Escape or leaving the list: back to the text, nothing inserted. */
  onClose: () => void;
}

/**
 * docs/macros.md#in-the-composer: a combobox over the caller's plantillas (WAI-ARIA combobox
 * with a listbox popup): the search field keeps focus, arrows move the active option
 * (aria-activedescendant), Enter inserts it, Escape closes.
 */
export function MacroPicker({ ticketId, onPick, onClose }: MacroPickerProps) {
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // Focus moves to the search field on opening: the list is what the person asked for.
  useEffect(() => searchRef.current?.focus(), []);
  const { data: macros, isPending, isError } = useTicketMacros(ticketId, { isEnabled: true });
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = (macros ?? []).filter((macro) => {
    const haystack = fold(`${macro.name} ${macro.body}`);
    return words.every((word) => haystack.includes(word));
  });
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : matches.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[activeIndex];
      if (chosen) onPick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const status = isPending
    ? text.loading
    : isError
      ? macroMessages.loadFailed
      : (macros ?? []).length === 0
        ? text.none
        : matches.length === 0
          ? text.empty
          : text.count(matches.length);

  return (
    <div className="rounded-md border border-line-strong bg-white shadow-lg">
      <div className="flex items-center gap-2 rounded-t-md border-b border-line px-3 focus-within:outline-2 focus-within:outline-brand">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <label htmlFor={`${listId}-search`} className="sr-only">
          {text.label}
        </label>
        <input
          id={`${listId}-search`}
          ref={searchRef}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${listId}-hint`}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.closest('[data-macro-picker]')?.contains(event.relatedTarget))
              onClose();
          }}
          placeholder={text.placeholder}
          autoComplete="off"
          className="min-h-11 w-full bg-transparent py-2 text-sm text-ink outline-none placeholder:text-subtle"
        />
      </div>
      <p id={`${listId}-hint`} className="sr-only">
        {text.keyboardHint}
      </p>
      <p role="status" className="px-3 pt-2 text-xs text-muted">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={text.listLabel}
        className="max-h-64 overflow-y-auto p-1"
      >
        {matches.map((macro, index) => {
          const phrases = phrasesOf(macro);
          return (
            // Keys reach the options through the combobox (aria-activedescendant), not each option.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={macro.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // The pointer picks too; mousedown keeps focus in the search field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(macro)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer rounded-sm px-3 py-2 text-sm',
                index === activeIndex ? 'bg-brand-tint text-ink' : 'text-ink',
              )}
            >
              <span className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium">{macro.name}</span>
                <span className="text-xs text-muted">{macroMessages.scopes[macro.scope]}</span>
              </span>
              <span className="line-clamp-1 block text-xs text-muted">{macro.body}</span>
              {phrases.length > 0 ? (
                <span className="block text-xs text-brand">{phrases.join(' · ')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
