import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  className?: string;
  /** The tab list's own classes (padding); a dialog's by default. */
  listClassName?: string;
  panelClassName?: string;
  /** Controlled: the selected tab (a page keeps it in its URL) and what choosing one does. */
  selectedId?: string;
  onSelect?: (id: string) => void;
}

/**
 * WAI-ARIA tabs (automatic activation): ←/→ move between tabs, Home/End jump to the ends, Tab
 * goes into the panel. Only the selected panel is rendered; it takes focus so a long panel can
 * be scrolled by keyboard (axe scrollable-region-focusable).
 */
export function Tabs({
  label,
  tabs,
  className,
  listClassName = 'px-4 sm:px-6',
  panelClassName,
  ...control
}: TabsProps) {
  const [ownSelectedId, setOwnSelectedId] = useState(tabs[0]?.id);
  const selectedId = control.selectedId ?? ownSelectedId;
  const setSelectedId = (id: string) => {
    setOwnSelectedId(id);
    control.onSelect?.(id);
  };
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  if (!selected) return null;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedId(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn('flex gap-1 overflow-x-auto border-b border-line', listClassName)}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-medium',
                isSelected
                  ? 'border-brand text-brand'
                  : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${selected.id}-panel`}
        aria-labelledby={`${baseId}-${selected.id}-tab`}
        tabIndex={0}
        className={panelClassName}
      >
        {selected.content}
      </div>
    </div>
  );
}
