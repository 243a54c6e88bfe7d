import type { KeyboardEvent, ReactNode } from 'react';
import { customerMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import type { CustomersTab } from '../lib/customer-filters';

const TABS: ReadonlyArray<{ id: CustomersTab; label: string }> = [
  { id: 'list', label: customerMessages.page.listTab },
  { id: 'crm', label: customerMessages.page.crmTab },
];

/**
 * "Clientes | Panel CRM" as WAI-ARIA tabs whose selection lives in the URL (?tab=crm), so the
 * panel can be linked and survives a reload. ←/→ move between tabs.
 */
export function CustomerTabs({
  tab,
  onChange,
  children,
}: {
  tab: CustomersTab;
  onChange: (tab: CustomersTab) => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: CustomersTab = tab === 'list' ? 'crm' : 'list';
    onChange(next);
    document.getElementById(`customers-${next}-tab`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={customerMessages.page.tabsLabel}
        className="mb-4 flex gap-1 border-b border-line"
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`customers-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls="customers-panel"
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => onChange(item.id)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px min-h-11 border-b-2 px-3 text-sm font-medium',
              tab === item.id
                ? 'border-brand text-brand'
                : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="customers-panel" aria-labelledby={`customers-${tab}-tab`}>
        {children}
      </div>
    </div>
  );
}
