import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A dialog's row of actions: Cancelar first, the main action last (right). Put it at the end of
 * a form inside the dialog so its submit button belongs to the form; it sticks to the bottom
 * while the body scrolls.
 */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'sticky bottom-0 -mx-4 -mb-4 mt-4 flex first:mt-0 flex-wrap justify-end gap-2 border-t border-line bg-white px-4 py-3 sm:-mx-6 sm:-mb-6 sm:px-6',
        className,
      )}
    >
      {children}
    </div>
  );
}
