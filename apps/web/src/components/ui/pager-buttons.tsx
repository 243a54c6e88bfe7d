import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** "Anterior" / "Siguiente" under a paginated list; the page knows where they lead. */
export function PagerButtons({
  page,
  totalPages,
  onPage,
  previousLabel,
  nextLabel,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {previousLabel}
      </Button>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {nextLabel}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
