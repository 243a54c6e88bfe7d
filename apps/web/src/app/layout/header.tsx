import { Suspense, type RefObject } from 'react';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { layoutMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { HeaderChanges } from '../../features/changelog/components/header-changes';
import { HealthButton } from '../../features/health/components/health-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { canPause, PauseButton } from '../../features/schedules/pause-button';
import { HeaderHelpMenu } from './header-help-menu';
import { UserMenu } from './user-menu';

interface HeaderProps {
  title: string;
  /**
   * docs/product/app-shell.md: no visible title on the main panel (it stays for screen readers).
   */
  isTitleHidden: boolean;
  isDesktop: boolean;
  isSidebarCollapsed: boolean;
  isDrawerOpen: boolean;
  onMenuToggle: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

const iconButtonClasses =
  'flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink';

/**
 * docs/product/app-shell.md#header Header: menu toggle, page title, notification bell and user
 * menu.
 */
export function Header({
  title,
  isTitleHidden,
  isDesktop,
  isSidebarCollapsed,
  isDrawerOpen,
  onMenuToggle,
  menuButtonRef,
}: HeaderProps) {
  const { user } = useAuth();
  const menuLabel = isDesktop
    ? isSidebarCollapsed
      ? layoutMessages.header.expandSidebar
      : layoutMessages.header.collapseSidebar
    : isDrawerOpen
      ? layoutMessages.header.closeMenu
      : layoutMessages.header.openMenu;
  const MenuIcon = isDesktop ? (isSidebarCollapsed ? PanelLeftOpen : PanelLeftClose) : Menu;

  return (
    <header className="sticky top-0 z-30 flex min-h-14 shrink-0 items-center gap-2 border-b border-line bg-white px-2 md:px-4">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onMenuToggle}
        aria-label={menuLabel}
        aria-expanded={isDesktop ? !isSidebarCollapsed : isDrawerOpen}
        aria-controls={isDesktop ? 'app-sidebar' : undefined}
        className={iconButtonClasses}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </button>
      {/* Not a heading: every page has its own h1 (docs/product/ui.md#accessibility, one h1 per page). */}
      {/*
       * Never cut ("Mis Tic…") nor broken letter by letter: on a phone the header's buttons leave
       * about 60 px, so the title is read by screen readers only and the page's own h1, right
       * below, shows it whole (docs/product/app-shell.md#header). From 640 px it fits.
       */}
      <p
        className={cn(
          'min-w-0 flex-1 text-lg font-semibold text-ink max-sm:sr-only',
          isTitleHidden && 'sr-only',
        )}
      >
        {title}
      </p>
      <div className={cn('flex-1', isTitleHidden ? null : 'sm:hidden')} />
      <div className="flex items-center gap-1">
        {/* docs/schedules.md#pantallas: técnicos and leads record a break or lunch; the timer runs here. */}
        {user && canPause(user.role) ? (
          <Suspense fallback={null}>
            <PauseButton role={user.role} buttonClassName={iconButtonClasses} />
          </Suspense>
        ) : null}
        {/* Recent changes + protection badge (ADMIN, TECH_LEAD); the version check for everyone. */}
        {user ? <HeaderChanges role={user.role} buttonClassName={iconButtonClasses} /> : null}
        {/* System-health heart button and side panel (staff only, docs/product/overview.md#roles-and-permissions). */}
        {user ? <HealthButton role={user.role} buttonClassName={iconButtonClasses} /> : null}
        {user ? <HeaderHelpMenu role={user.role} buttonClassName={iconButtonClasses} /> : null}
        {/* docs/product/app-shell.md notification bell: unread badge and the last 10 (features/notifications). */}
        {user ? <NotificationBell buttonClassName={iconButtonClasses} /> : null}
        <UserMenu />
      </div>
    </header>
  );
}
