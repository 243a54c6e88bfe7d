import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { layoutMessages, type Role } from '@atiende/contracts';
import { useOrganizationName } from '../../components/organization-brand';
import { Sheet } from '../../components/ui/sheet';
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
  const organizationName = useOrganizationName();
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
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      side="left"
      isMobileOnly
      isPadded={false}
      title={
        <>
          <span aria-hidden="true">{organizationName}</span>
          <span className="sr-only">{layoutMessages.sidebar.drawerTitle}</span>
        </>
      }
      closeLabel={layoutMessages.sidebar.closeDrawer}
      returnFocusRef={returnFocusRef}
      className="w-72 max-w-[85vw]"
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
      <SidebarNav role={role} expandGroups />
    </Sheet>
  );
}
