import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

export interface RowAction {
  icon: LucideIcon;
  /** The visible word ("Editar"). */
  label: string;
  /** The accessible name, which says which row ("Editar Soporte"). */
  ariaLabel: string;
  onClick: () => void;
  isDanger?: boolean;
}

function RowActionButton({ icon: Icon, label, ariaLabel, onClick, isDanger }: RowAction) {
  return (
    <Button
      variant="ghost"
      className={cn('px-2', isDanger && 'text-error')}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/**
 * A row's own buttons, icon and word ("Editar", "Eliminar"), in a table's actions column or
 * under a card; `null` leaves out an action the viewer may not take.
 */
export function RowActionButtons({
  actions,
  className,
}: {
  actions: ReadonlyArray<RowAction | null>;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-1', className)}>
      {actions.map((action) =>
        action ? <RowActionButton key={action.label} {...action} /> : null,
      )}
    </div>
  );
}
