import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * docs/product/ui.md#patterns: the answer of a check the user ran ("Probar conexión"), green when
 * it went well and red when not, inside the caller's `role="status"` region.
 */
export function OutcomeNotice({ isOk, children }: { isOk: boolean; children: ReactNode }) {
  const Icon = isOk ? CircleCheck : CircleAlert;
  return (
    <p
      className={cn(
        'flex gap-2 rounded-md border p-3 text-sm',
        isOk
          ? 'border-success bg-success-tint text-success'
          : 'border-error-border bg-error-tint text-error',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
