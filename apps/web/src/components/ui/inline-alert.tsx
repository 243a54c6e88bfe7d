import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/**
 * docs/product/ui.md#patterns: what the user must act on is also shown where it happened, as an
 * alert.
 */
export function InlineAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-error-border bg-error-tint p-3 text-sm text-error"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
