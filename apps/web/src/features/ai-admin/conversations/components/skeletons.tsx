import { pageMessages } from '@atiende/contracts';
import { cn } from '../../../../lib/cn';
import { useDelayedFlag } from '../../../../lib/use-delayed-flag';

/**
 * docs/product/ui.md#patterns loading: grey blocks only when the data is still missing after
 * 300 ms (kept 400 ms once shown), never an empty state before the first answer.
 */
function DelayedSkeleton({ count, className }: { count: number; className: string }) {
  const isShown = useDelayedFlag(true);
  if (!isShown) return null;
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{pageMessages.loading}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={cn('rounded-lg bg-surface-2 motion-safe:animate-pulse', className)}
        />
      ))}
    </div>
  );
}

/** Below 768 px, while the first page of a list is on its way. */
export function CardsSkeleton() {
  return <DelayedSkeleton count={4} className="h-24" />;
}

/** In the side panel, while the transcript is on its way. */
export function TranscriptSkeleton() {
  return <DelayedSkeleton count={5} className="h-16" />;
}
