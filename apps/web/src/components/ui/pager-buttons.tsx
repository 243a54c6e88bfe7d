import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
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

/** "Página 2 de 5" and the two buttons, under a list with more than one page. */
export function PagerBar({
  pageText,
  className,
  ...buttons
}: Parameters<typeof PagerButtons>[0] & { pageText: string; className?: string }) {
  if (buttons.totalPages <= 1) return null;
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <p className="text-sm text-muted">{pageText}</p>
      <PagerButtons {...buttons} />
    </div>
  );
}
