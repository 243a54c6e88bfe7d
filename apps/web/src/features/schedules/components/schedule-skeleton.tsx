import { pageMessages } from '@atiende/contracts';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';

/** Seven day boxes after 300 ms without data (docs/product/ui.md#loading), never an empty state. */
export function ScheduleSkeleton() {
  const isShown = useDelayedFlag(true);
  if (!isShown) return null;
  return (
    <div role="status" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
      <span className="sr-only">{pageMessages.loading}</span>
      {Array.from({ length: 7 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="space-y-2 rounded-lg border border-line bg-white p-3"
        >
          <span className="block h-4 w-20 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="block h-3 w-full rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="block h-3 w-2/3 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  );
}
