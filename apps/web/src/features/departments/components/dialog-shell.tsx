import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface DialogShellProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** "alertdialog" for destructive confirmations (UX.md §5). */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
  onOpenAutoFocus?: (event: Event) => void;
}

/** UX.md §6.9: a Radix dialog, titled and described, focus trapped, Esc closes. */
export function DialogShell({
  isOpen,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  role = 'dialog',
  size = 'md',
  onOpenAutoFocus,
}: DialogShellProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          role={role}
          onOpenAutoFocus={onOpenAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-4 text-sm shadow-lg sm:p-6',
            size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-2 sm:top-4 sm:right-4"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DANGER_BUTTON_CLASSES =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-error px-4 text-sm font-medium text-white hover:bg-ink disabled:cursor-not-allowed';

export const FIELD_CLASSES =
  'block h-10 w-full rounded-md border border-line-strong bg-white px-3 text-sm text-ink placeholder:text-subtle aria-[invalid=true]:border-error-border';

export const LABEL_CLASSES = 'mb-1 block text-sm font-medium text-ink';
