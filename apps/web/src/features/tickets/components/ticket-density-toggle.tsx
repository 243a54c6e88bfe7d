import { useId } from 'react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import type { ListDensity } from '../hooks/use-list-density';

const text = ticketWorkspaceMessages.list.density;
const OPTIONS: ReadonlyArray<readonly [ListDensity, string]> = [
  ['comfortable', text.comfortable],
  ['compact', text.compact],
];

/**
 * docs/product/tickets.md#ticket-list density, per user: "Densidad: Cómoda | Compacta" as two
 * toggle buttons.
 */
export function TicketDensityToggle({
  density,
  onChange,
}: {
  density: ListDensity;
  onChange: (density: ListDensity) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
      <span id={labelId} className="text-xs font-medium text-muted">
        {text.label}
      </span>
      <div className="flex rounded-md border border-line-strong bg-white p-0.5">
        {OPTIONS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={density === value}
            onClick={() => onChange(value)}
            className={cn(
              'min-h-8 rounded-sm px-3 text-sm font-medium',
              density === value ? 'bg-brand text-white' : 'text-ink hover:bg-surface-2',
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
