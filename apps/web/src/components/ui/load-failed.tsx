import { Button } from './button';
import { InlineAlert } from './inline-alert';

/** A region that could not load: what failed and "Intentar nuevamente", where it happened. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => unknown;
}) {
  return (
    <InlineAlert>
      <p>{message}</p>
      <Button variant="secondary" className="mt-2" onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    </InlineAlert>
  );
}
