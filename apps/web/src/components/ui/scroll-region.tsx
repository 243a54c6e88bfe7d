import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A box that scrolls its content (a wide table sideways, a long one down) and can therefore be
 * focused and scrolled with the keyboard, named for screen readers (axe
 * `scrollable-region-focusable`, WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the region holds, e.g. the table's caption. */
  label: string;
  /** Size and frame, e.g. `max-h-96 rounded-md border border-line`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scroll container must take focus to be scrolled by keyboard; the role and name say what it is.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('overflow-auto', className)}
    >
      {children}
    </div>
  );
}
