import { useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { cn } from '../lib/cn';

export type ChartView = 'chart' | 'table';
const VIEWS: readonly ChartView[] = ['chart', 'table'];

/** The axes' tick text (slate-600) and the grid lines (slate-200) of every chart. */
export const chartTickStyle = { fontSize: 12, fill: '#475569' } as const;
export const chartGridStroke = '#E2E8F0';

/**
 * "Gráfico | Tabla" (docs/product/ui.md#charts: the table is the text equivalent): two tabs, ←/→
 * switch them, and one panel that shows what `children` renders for the chosen view.
 */
export function ChartViewTabs({
  id,
  label,
  labels,
  isDense = false,
  className,
  panelClassName,
  children,
}: {
  /** Prefix of the tabs' and the panel's ids. */
  id: string;
  /** Names the tab list. */
  label: string;
  labels: Record<ChartView, string>;
  /** 32 px tabs, inside a chart's card. */
  isDense?: boolean;
  className?: string;
  panelClassName?: string;
  children: (view: ChartView) => ReactNode;
}) {
  const [view, setView] = useState<ChartView>('chart');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: ChartView = view === 'chart' ? 'table' : 'chart';
    setView(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={cn('inline-flex rounded-md border border-line-strong p-0.5', className)}
      >
        {VIEWS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-${value}-tab`}
            aria-selected={view === value}
            aria-controls={`${id}-panel`}
            tabIndex={view === value ? 0 : -1}
            onClick={() => setView(value)}
            onKeyDown={onKeyDown}
            className={cn(
              'rounded text-sm font-medium',
              isDense ? 'min-h-8 px-3' : 'min-h-9 px-4',
              view === value ? 'bg-brand text-white' : 'text-ink hover:bg-surface-2',
            )}
          >
            {labels[value]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${view}-tab`}
        className={panelClassName}
      >
        {children(view)}
      </div>
    </>
  );
}

/** A chart that fills its box: the box's height is the caller's (a class or a style). */
export function ChartBox({
  className,
  height,
  children,
}: {
  className?: string;
  height?: number;
  children: ReactElement;
}) {
  return (
    <div style={height === undefined ? undefined : { height }} className={cn('w-full', className)}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
