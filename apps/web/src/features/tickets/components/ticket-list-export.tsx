import { useMatch } from 'react-router';
import { ExportButtons } from '../../../components/export-buttons';
import { exportQueryOf } from '../hooks/export-query';
import { useListFilters } from '../hooks/use-list-filters';

/**
 * "Exportar: Excel · CSV" for the staff's ticket list (docs/exports.md): the list's current filters
 * from the address (on /tickets/completed, its view), every page, with the Solución and the rating.
 */
export function TicketListExport() {
  const isCompleted = useMatch('/tickets/completed') !== null;
  const { filters } = useListFilters(isCompleted ? 'completed' : undefined);
  return <ExportButtons path="/tickets/export" fileName="tickets" query={exportQueryOf(filters)} />;
}
