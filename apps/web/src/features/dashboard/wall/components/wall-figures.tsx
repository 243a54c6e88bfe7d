import type { ReactNode } from 'react';
import { wallDashboardMessages } from '@atiende/contracts/dashboard';
import { cn } from '../../../../lib/cn';
import type { WallFigures as Figures } from '../lib/wall-view';

const text = wallDashboardMessages;
const numberFormat = new Intl.NumberFormat('es-PE');

/** One big figure, readable from across the room: its name, then the number. */
function Figure({
  label,
  children,
  detail,
  isAlert = false,
  isWide = false,
}: {
  label: string;
  children: ReactNode;
  detail?: ReactNode;
  isAlert?: boolean;
  /** Two columns, for a value written in words ("3 días 4 h") rather than a count. */
  isWide?: boolean;
}) {
  return (
    <div
      className={cn(
        // A container, so a value in words can size itself to its box (cqi).
        '@container flex min-w-0 flex-col justify-between gap-2 rounded-lg border-2 p-4 xl:p-6',
        isAlert ? 'border-error bg-error-tint' : 'border-ink bg-white',
        isWide && 'col-span-2',
      )}
    >
      <dt className="text-xl font-semibold xl:text-2xl 2xl:text-3xl">{label}</dt>
      <dd className="min-w-0">
        <span
          className={cn(
            'block leading-none font-bold tabular-nums',
            isWide
              ? 'text-[clamp(2.25rem,11cqi,4.5rem)]'
              : 'text-6xl whitespace-nowrap xl:text-7xl 2xl:text-8xl',
          )}
        >
          {children}
        </span>
        {detail ? (
          <span className="mt-2 block truncate text-lg text-ink xl:text-2xl">{detail}</span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * docs/dashboards.md "Pantalla de pared y versión ligera": open, unassigned, created and resolved
 * today, and the longest wait. Unassigned tickets turn the box red (and its label says it).
 */
export function WallFigures({ figures }: { figures: Figures }) {
  return (
    <section aria-label={text.figuresLabel}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        <Figure label={text.figures.open}>{numberFormat.format(figures.open)}</Figure>
        <Figure label={text.figures.unassigned} isAlert={figures.unassigned > 0}>
          {numberFormat.format(figures.unassigned)}
        </Figure>
        <Figure label={text.figures.createdToday}>
          {numberFormat.format(figures.createdToday)}
        </Figure>
        <Figure label={text.figures.resolvedToday}>
          {numberFormat.format(figures.resolvedToday)}
        </Figure>
        <Figure
          isWide
          label={text.figures.oldestWaiting}
          detail={
            figures.oldest
              ? text.oldestTicket(figures.oldest.ticket.number, figures.oldest.ticket.title)
              : text.oldestNone
          }
        >
          {figures.oldest ? text.duration(figures.oldest.waitedMinutes) : '—'}
        </Figure>
      </dl>
    </section>
  );
}
