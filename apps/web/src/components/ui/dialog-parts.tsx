import type { ReactNode, RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { DialogFooter } from './dialog-footer';

/** The card's widest width from 640 px, in Tailwind's max-width steps. */
const SIZE_CLASSES = {
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
  '3xl': 'sm:max-w-3xl',
} as const;

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** Read with the title when the dialog opens; omit only when the title says it all. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the foot of the dialog (kept in view while the body scrolls). */
  footer?: ReactNode;
  /** "alertdialog" for destructive confirmations (see ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof SIZE_CLASSES;
  /** The × button's name; "Cerrar" by default. */
  closeLabel?: string;
  /**
   * "content" (default): the whole dialog scrolls. "children": the header stays put and the
   * children lay out their own scrolling region (a searchable list, tabs).
   */
  scroll?: 'content' | 'children';
  /** Focused on open instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focused on close instead of the trigger (when the trigger is gone by then, like a menu item). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Decides where focus goes on close (call `event.preventDefault()` to take over). */
  onCloseAutoFocus?: (event: Event) => void;
  className?: string;
}

/**
 * The one dialog of the app, on Radix: titled and described, focus trapped, Esc and × close,
 * focus back on the trigger. A full-screen sheet below 640 px, a centred card above. Pages use it
 * through dialog.tsx, which loads this file off the first paint (radix-parts.ts).
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'lg',
  closeLabel = pageMessages.dialog.close,
  scroll = 'content',
  initialFocusRef,
  returnFocusRef,
  onCloseAutoFocus,
  className,
}: DialogProps) {
  const ownsScroll = scroll === 'children';
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <RadixDialog.Content
          role={role}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-white text-sm text-ink shadow-lg',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg',
            ownsScroll ? 'overflow-hidden' : 'overflow-y-auto',
            SIZE_CLASSES[size],
            className,
          )}
        >
          <div className={cn('p-4 sm:p-6', ownsScroll ? 'pb-3 sm:pb-4' : 'pb-0 sm:pb-0')}>
            <RadixDialog.Title className="pr-10 text-lg font-semibold text-ink">
              {title}
            </RadixDialog.Title>
            {description === undefined ? null : (
              <RadixDialog.Description className="mt-1 text-muted">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <div
            className={cn(
              ownsScroll ? 'flex min-h-0 flex-1 flex-col' : 'flex-1 p-4 pt-4 sm:p-6 sm:pt-4',
            )}
          >
            {children}
            {footer ? <DialogFooter>{footer}</DialogFooter> : null}
          </div>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 sm:top-4 sm:right-4"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
