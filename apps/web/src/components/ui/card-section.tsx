import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const HEADING = {
  md: 'text-base font-semibold text-ink',
  lg: 'text-lg font-semibold text-ink',
} as const;

/** A white card that is a section named by its own `<h2>` (`id` links the two). */
export function CardSection({
  id,
  title,
  headingSize = 'md',
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  headingSize?: keyof typeof HEADING;
  /** Added to the card's frame (padding, text size). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-lg border border-line bg-white p-4', className)}
    >
      <h2 id={id} className={HEADING[headingSize]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
