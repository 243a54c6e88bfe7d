import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { PRODUCT_NAME, layoutMessages, type Role } from '@atiende/contracts';
import { SidebarNav } from './sidebar-nav';
import { isCloseSwipe, type Point } from './swipe';

interface MobileDrawerProps {
  role: Role;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The header's menu button: it opens the drawer without being a Radix trigger. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

/**
 * docs/product/app-shell.md mobile sidebar: a drawer over a backdrop. Radix traps focus, closes on
 * Esc and on a backdrop click and returns focus to the menu button; it also closes on a left swipe
 * over 50 px, on navigation (back button included) and on orientation change.
 */
export function MobileDrawer({ role, isOpen, onOpenChange, returnFocusRef }: MobileDrawerProps) {
  const location = useLocation();
  const touchStart = useRef<Point | null>(null);
  const onOpenChangeRef = useRef(onOpenChange);

  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  }, [onOpenChange]);

  useEffect(() => {
    onOpenChangeRef.current(false);
  }, [location.key]);

  useEffect(() => {
    if (!isOpen) return;
    const close = () => onOpenChangeRef.current(false);
    const orientation = window.matchMedia('(orientation: portrait)');
    window.addEventListener('popstate', close);
    window.addEventListener('orientationchange', close);
    orientation.addEventListener('change', close);
    return () => {
      window.removeEventListener('popstate', close);
      window.removeEventListener('orientationchange', close);
      orientation.removeEventListener('change', close);
    };
  }, [isOpen]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-ink/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-drawer-in flex-col overflow-y-auto bg-white shadow-lg md:hidden"
          onTouchStart={(event) => {
            const touch = event.touches[0];
            touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
          }}
          onTouchEnd={(event) => {
            const touch = event.changedTouches[0];
            const start = touchStart.current;
            touchStart.current = null;
            if (start && touch && isCloseSwipe(start, { x: touch.clientX, y: touch.clientY })) {
              onOpenChange(false);
            }
          }}
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-lg font-semibold text-ink">
              <span aria-hidden="true">{PRODUCT_NAME}</span>
              <span className="sr-only">{layoutMessages.sidebar.drawerTitle}</span>
            </Dialog.Title>
            <Dialog.Close
              aria-label={layoutMessages.sidebar.closeDrawer}
              className="flex size-11 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <SidebarNav role={role} expandGroups />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
