import { formatCount } from '../../../lib/money';
import { cn } from '../../../lib/cn';

/** A row of figures ("Se crearán 1,240"), each a term and its number. */
export function ImportCounts({
  items,
}: {
  items: Array<{ label: string; value: number; tone?: 'error' | 'success' }>;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="rounded-md border border-line bg-surface p-3">
          <dt className="text-xs text-muted">{item.label}</dt>
          <dd
            className={cn(
              'mt-1 text-xl font-semibold tabular-nums',
              item.tone === 'error' && item.value > 0 ? 'text-error' : 'text-ink',
              item.tone === 'success' ? 'text-success' : '',
            )}
          >
            {formatCount(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
