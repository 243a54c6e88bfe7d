import { wallDashboardMessages, type TechnicianLoad } from '@atiende/contracts/dashboard';
import { cn } from '../../../../lib/cn';
import { loadPercent, loadRows } from '../lib/wall-view';

const text = wallDashboardMessages;

function LoadRow({ row }: { row: TechnicianLoad }) {
  const percent = loadPercent(row);
  return (
    <li className="rounded-lg border-2 border-ink p-3 xl:p-4">
      <p className="truncate text-xl font-semibold xl:text-2xl">{row.technician.name}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums xl:text-4xl">
        {text.load.ofMax(row.open, row.maxOpenTickets)}
      </p>
      {/* The bar repeats the figure above for a glance from afar; the text says it all. */}
      {percent === null ? null : (
        <div aria-hidden="true" className="mt-2 h-3 rounded-sm bg-surface-2">
          <div
            className={cn('h-3 rounded-sm', row.isFull ? 'bg-error' : 'bg-ink')}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-base xl:text-lg">
        {row.isFull ? (
          <span className="rounded-sm bg-error px-2 font-semibold text-white">
            {text.load.full}
          </span>
        ) : null}
        <span className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-3 rounded-full border-2',
              row.isOnline ? 'border-success bg-success' : 'border-muted bg-white',
            )}
          />
          {row.isOnline ? text.load.online : text.load.offline}
        </span>
        {percent === null ? <span>{text.load.noLimit}</span> : null}
        <span>{text.load.resolvedToday(row.resolvedInPeriod)}</span>
      </p>
    </li>
  );
}

/** Load per técnico against their limit, by name (docs/dashboards.md, wall screen). */
export function WallLoad({ load }: { load: readonly TechnicianLoad[] }) {
  return (
    <section aria-labelledby="wall-load" className="space-y-3">
      <h2 id="wall-load" className="text-2xl font-bold xl:text-3xl">
        {text.load.title}
      </h2>
      {load.length === 0 ? (
        <p className="text-xl">{text.load.empty}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-3">
          {loadRows(load).map((row) => (
            <LoadRow key={row.technician.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
