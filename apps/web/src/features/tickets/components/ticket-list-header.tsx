import { Link } from 'react-router';
import { Keyboard, Plus } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAfterFirstPaint } from '../../../lib/first-paint-gate';
import { builtInViewOf } from '../hooks/built-in-views';
import { listHeading, type HeadingFacts } from '../hooks/list-heading';
import { usePageTitle } from '../hooks/use-page-title';
import { useViewPresets } from '../hooks/use-view-presets';
import type { ListDensity } from '../hooks/use-list-density';
import { TicketDensityToggle } from './ticket-density-toggle';
import { TicketListExport } from './ticket-list-export';

interface TicketListHeaderProps {
  /** What the h1 names: the view the filters make, or a saved view's name. */
  heading: Omit<HeadingFacts, 'presets'>;
  /** False beside an open ticket, which titles the tab itself. */
  setsPageTitle: boolean;
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
  heading,
  setsPageTitle,
  isStaff,
  showTable,
  density,
  onDensityChange,
  onShowShortcuts,
}: TicketListHeaderProps) {
  // The saved views wait for the first paint, unless the heading needs a saved view's name:
  // filters that are no built-in view (docs/performance.md#first-paint). Read here, not by the
  // list page, so their answer redraws the heading and not the list.
  const isPainted = useAfterFirstPaint('views');
  const isHeadingKnown = heading.signature === '' || builtInViewOf(heading.signature) !== null;
  const { presets } = useViewPresets(isStaff && (isPainted || !isHeadingKnown));
  const title = listHeading({ ...heading, presets });
  usePageTitle(setsPageTitle ? title : null);
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
