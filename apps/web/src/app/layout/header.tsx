import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Bell, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { layoutMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { UserMenu } from './user-menu';

interface HeaderProps {
  title: string;
  /** spec §2: no visible title on the main panel (it stays for screen readers). */
  isTitleHidden: boolean;
  isDesktop: boolean;
  isSidebarCollapsed: boolean;
  isDrawerOpen: boolean;
  onMenuToggle: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

const iconButtonClasses =
  'flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink';

/** spec §2 Header: menu toggle, page title, notification bell and user menu. */
export function Header({
  title,
  isTitleHidden,
  isDesktop,
  isSidebarCollapsed,
  isDrawerOpen,
  onMenuToggle,
  menuButtonRef,
}: HeaderProps) {
  const menuLabel = isDesktop
    ? isSidebarCollapsed
      ? layoutMessages.header.expandSidebar
      : layoutMessages.header.collapseSidebar
    : isDrawerOpen
      ? layoutMessages.header.closeMenu
      : layoutMessages.header.openMenu;
  const MenuIcon = isDesktop ? (isSidebarCollapsed ? PanelLeftOpen : PanelLeftClose) : Menu;

  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-line bg-white px-2 md:px-4">
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
      {/* Not a heading: every page has its own h1 (UX.md §6.2, one h1 per page). */}
      <p
        className={cn(
          'min-w-0 flex-1 truncate text-lg font-semibold text-ink',
          isTitleHidden && 'sr-only',
        )}
      >
        {title}
      </p>
      {isTitleHidden ? <div className="flex-1" /> : null}
      <div className="flex items-center gap-1">
        {/* Slot: recent-changes button with its protection-status badge (ADMIN, TECH_LEAD) — built by the changes and protection issue. */}
        {/* Slot: system-health heart button (staff only) — built by the health panel issue. */}
        {/* Slot: help menu (FAQ by role, ask the AI assistant) — built by the help and assistant issue. */}
        <Link
          to="/notifications"
          aria-label={layoutMessages.header.notifications}
          className={iconButtonClasses}
        >
          {/* The notifications issue adds the unread badge and the dropdown. */}
          <Bell aria-hidden="true" className="size-5" />
        </Link>
        <UserMenu />
      </div>
    </header>
  );
}
