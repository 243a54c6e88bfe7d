import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';

interface DialogFrameProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** "alertdialog" for irreversible confirmations (UX.md §5). */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
}

/** UX.md §6.9: a Radix dialog, titled and described, focus trapped, Esc closes. */
export function DialogFrame({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  size = 'md',
}: DialogFrameProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          role={role}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-sm shadow-lg ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'}`}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
          <Dialog.Close
            aria-label={ticketWorkspaceMessages.shortcuts.close}
            className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-2"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const fieldClasses =
  'h-9 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
export const labelClasses = 'mb-1 block text-xs font-medium text-muted';
