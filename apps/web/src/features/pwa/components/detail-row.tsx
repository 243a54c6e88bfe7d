import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** One "label: value" line of a <dl>, stacked on phones, side by side from 640 px. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <dt className="shrink-0 font-medium text-ink">{label}</dt>
      <dd className="min-w-0 text-muted sm:text-right">{children}</dd>
    </div>
  );
}

/** A state shown with an icon and its word, never colour alone (docs/product/ui.md#principles). */
export function StateText({
  icon: Icon,
  tone,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  children: ReactNode;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', tone)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </span>
  );
}
