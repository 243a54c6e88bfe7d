import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ticketWorkspaceMessages, type Pagination } from '@atiende/contracts';
import { formatCount } from '../../../lib/money';
import { Button } from '../../../components/ui/button';

const text = ticketWorkspaceMessages.list;

/** docs/product/ui.md#patterns long lists: "Mostrando 1–50 de 1,240" with previous and next. */
export function TicketPagination({
  pagination,
  shownCount,
  onPage,
}: {
  pagination: Pagination;
  shownCount: number;
  onPage: (page: number) => void;
}) {
  const { page, limit, total, totalPages, totalIsEstimate = false } = pagination;
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = (page - 1) * limit + shownCount;
  return (
    <nav
      aria-label={text.paginationLabel}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-muted tabular-nums">
        {text.showing(formatCount(first), formatCount(last), formatCount(total), totalIsEstimate)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {text.previous}
        </Button>
        <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {text.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
