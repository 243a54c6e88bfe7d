import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../../../components/ui/card-section';
import { cn } from '../../../../lib/cn';
import { formatCount } from '../../../../lib/money';

/** One card of the panel: its h2, a one-sentence takeaway, then its figures. */
export function OverviewCard({
  id,
  title,
  takeaway,
  className,
  children,
}: {
  id: string;
  title: string;
  takeaway?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <CardSection id={id} title={title} className={cn('min-w-0', className)}>
      {takeaway ? <p className="text-sm text-muted">{takeaway}</p> : null}
      <div className="mt-3">{children}</div>
    </CardSection>
  );
}

/**
 * One figure of a breakdown as a row: its label, the count, and a bar of its share of the
 * largest (decorative: the count is the figure). The row is the link into the ticket list when
 * the list has a filter for it.
 */
export function BarRow({
  label,
  count,
  max,
  barClassName,
  href,
}: {
  label: ReactNode;
  count: number;
  max: number;
  barClassName: string;
  href: string | null;
}) {
  const width = max > 0 ? `${Math.max(2, Math.round((count / max) * 100))}%` : '0%';
  const content = (
    <>
      <span className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate">{label}</span>{' '}
        <span className="font-semibold text-ink tabular-nums">{formatCount(count)}</span>
      </span>
      <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-surface-2">
        <span
          className={cn('block h-1.5 rounded-full', barClassName)}
          style={{ width: count > 0 ? width : '0%' }}
        />
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link
          to={href}
          className="block rounded-md px-2 py-1.5 text-ink hover:bg-surface focus-visible:bg-surface"
        >
          {content}
        </Link>
      ) : (
        <div className="px-2 py-1.5 text-ink">{content}</div>
      )}
    </li>
  );
}

/** A link that is a figure or leads to the tickets behind one ("Ver todos los abiertos"). */
export function FigureLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex min-h-6 items-center font-medium text-brand underline-offset-2 hover:underline',
        className,
      )}
    >
      {children}
    </Link>
  );
}
