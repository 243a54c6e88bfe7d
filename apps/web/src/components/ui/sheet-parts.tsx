import {
  useRef,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';

/**
 * The title row of a sheet or panel: the title, optional actions, then the × button. "compact" is
 * the anchored panel's slimmer row.
 */
function SheetHeader({
  title,
  closeLabel,
  actions,
  isCompact = false,
}: {
  title: ReactNode;
  closeLabel: string;
  actions?: ReactNode;
  isCompact?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex shrink-0 items-center gap-2 border-b border-line',
        isCompact ? 'py-1 pr-1 pl-4' : 'h-14 justify-between px-4',
      )}
    >
      <RadixDialog.Title
        className={cn('font-semibold text-ink', isCompact ? 'flex-1 text-base' : 'text-lg')}
      >
        {title}
      </RadixDialog.Title>
      {actions}
      {/* 44 px on phones (docs/product/ui.md#principles), smaller from 768 px. */}
      <RadixDialog.Close
        aria-label={closeLabel}
        className={cn(
          'flex size-11 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink',
          isCompact ? 'md:size-8' : 'md:size-10',
        )}
      >
        <X aria-hidden="true" className={isCompact ? 'size-4' : 'size-5'} />
      </RadixDialog.Close>
    </div>
  );
}

type TouchHandlers = Pick<
  ComponentProps<typeof RadixDialog.Content>,
  'onTouchStart' | 'onTouchEnd'
>;

export interface SheetProps extends TouchHandlers {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The edge it slides from. */
  side: 'left' | 'right';
  title: ReactNode;
  /** Read with the title when the sheet opens; shown at the top of the body. */
  description?: ReactNode;
  /** The × button's name; "Cerrar" by default. */
  closeLabel?: string;
  /** "false" when the children lay out their own spacing (a navigation list). */
  isPadded?: boolean;
  /** Below 768 px only (the mobile navigation drawer). */
  isMobileOnly?: boolean;
  /** Focused on close instead of the trigger (when the opener is not a Radix trigger). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The sheet's width (`w-72 max-w-[85vw]`, `w-full max-w-md`). */
  className?: string;
  children: ReactNode;
}

/**
 * A side sheet over a backdrop, on the same Radix Dialog as the kit's Dialog: titled, focus
 * trapped, Esc, a backdrop click and × close, focus back on the opener. Pages use it through
 * sheet.tsx, which loads this file off the first paint (radix-parts.ts).
 */
export function Sheet({
  isOpen,
  onOpenChange,
  side,
  title,
  description,
  closeLabel = pageMessages.dialog.close,
  isPadded = true,
  isMobileOnly = false,
  returnFocusRef,
  className,
  children,
  ...touchHandlers
}: SheetProps) {
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={cn(
            'fixed inset-0 z-40 animate-fade-in bg-ink/50',
            isMobileOnly && 'md:hidden',
          )}
        />
        <RadixDialog.Content
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          className={cn(
            'fixed inset-y-0 z-50 flex flex-col bg-white shadow-lg',
            side === 'left' ? 'left-0 animate-drawer-in' : 'right-0',
            isMobileOnly && 'md:hidden',
            className,
          )}
          {...touchHandlers}
        >
          <SheetHeader title={title} closeLabel={closeLabel} />
          <div className={cn('min-h-0 flex-1 overflow-y-auto', isPadded && 'p-4')}>
            {description === undefined ? null : (
              <RadixDialog.Description className="mb-4 text-sm text-muted">
                {description}
              </RadixDialog.Description>
            )}
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface AnchoredPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens the panel (rendered as the Radix trigger). */
  trigger: ReactElement;
  title: ReactNode;
  closeLabel?: string;
  /** Buttons in the title row, before ×. */
  actions?: ReactNode;
  /** Focused on open when it matches (the newest item) instead of the first focusable element. */
  initialFocusSelector?: string;
  /** Position and size under its trigger. */
  className?: string;
  children: ReactNode;
}

/**
 * A non-modal panel rendered beside its trigger (no portal, so it stays in the trigger's
 * landmark): a popover with a title; Esc, a click outside or leaving it with Tab close it and
 * focus returns to the trigger.
 */
export function AnchoredPanel({
  isOpen,
  onOpenChange,
  trigger,
  title,
  closeLabel = pageMessages.dialog.close,
  actions,
  initialFocusSelector,
  className,
  children,
}: AnchoredPanelProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Content
        ref={contentRef}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          if (!initialFocusSelector) return;
          const first = contentRef.current?.querySelector<HTMLElement>(initialFocusSelector);
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        className={cn('flex flex-col bg-white text-sm shadow-lg', className)}
      >
        <SheetHeader title={title} closeLabel={closeLabel} actions={actions} isCompact />
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
