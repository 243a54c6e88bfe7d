import { Link } from 'react-router';
import { Keyboard, Plus } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ListDensity } from '../hooks/use-list-density';
import { TicketDensityToggle } from './ticket-density-toggle';
import { TicketListExport } from './ticket-list-export';

interface TicketListHeaderProps {
  title: string;
  isStaff: boolean;
  /** The desktop table: density and the keyboard map apply to it. */
  showTable: boolean;
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
  onShowShortcuts: () => void;
}

/**
 * The list's h1 with its tools: Densidad, the keyboard map (`?`), Exportar (staff) and "Nuevo
 * ticket" (`c`).
 */
export function TicketListHeader({
  title,
  isStaff,
  showTable,
  density,
  onDensityChange,
  onShowShortcuts,
}: TicketListHeaderProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <h1 className={cn('font-semibold text-ink', isStaff ? 'text-xl' : 'text-2xl')}>{title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        {showTable ? (
          <>
            <TicketDensityToggle density={density} onChange={onDensityChange} />
            <Button
              variant="ghost"
              aria-label={ticketWorkspaceMessages.shortcuts.open}
              onClick={onShowShortcuts}
              className="min-h-9 px-2"
            >
              <Keyboard aria-hidden="true" className="size-5" />
            </Button>
          </>
        ) : null}
        {isStaff ? <TicketListExport /> : null}
        <Link to="/tickets/create" className={buttonClasses('primary', isStaff ? 'md' : 'lg')}>
          <Plus aria-hidden="true" className="size-4" />
          {ticketWorkspaceMessages.newTicket}
        </Link>
      </div>
    </div>
  );
}
