import { useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { layoutMessages } from '@atiende/contracts';
import { OrganizationMark, useOrganizationName } from '../../components/organization-brand';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { cn } from '../../lib/cn';
import { FirstPaintGate } from '../../lib/first-paint-gate';
import { isHeaderTitleHidden } from '../page-titles';
import { RealtimeConnection } from '../realtime-connection';
import { useDocumentTitle } from '../use-document-title';
import { useRouteTitle } from '../use-route-title';
import { Header } from './header';
import { MobileDrawer } from './mobile-drawer';
import { SidebarNav } from './sidebar-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { StatusBar } from './status-bar';
import { useIsDesktop } from '../../lib/use-media-query';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { FloatingAssistant } from '../../features/assistant/components/floating-assistant';

/**
 * docs/product/app-shell.md#header main layout: sidebar, header, content and footer status bar.
 * Agent screens are dense (14 px), client screens use 16 px (docs/product/tickets.md,
 * docs/product/ui.md#principles).
 */
export function MainLayout() {
  return (
    <FirstPaintGate>
      <MainLayoutContent />
    </FirstPaintGate>
  );
}

function MainLayoutContent() {
  const { user } = useAuth();
  // docs/settings.md#where-it-applies: the organisation's name and logo head the sidebar.
  const organizationName = useOrganizationName();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const isDesktop = useIsDesktop();
  const [isCollapsed, toggleCollapsed] = useSidebarCollapsed();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useDocumentTitle(title);

  const onMenuToggle = useCallback(() => {
    if (isDesktop) toggleCollapsed();
    else setIsDrawerOpen((open) => !open);
  }, [isDesktop, toggleCollapsed]);

  // RequireAuth renders this layout only with a user.
  if (!user) return null;
  const isClient = user.role === 'CLIENT';

  return (
    <div className="flex min-h-dvh bg-surface">
      <SkipLink />
      <RealtimeConnection userId={user.id} />
      <aside
        id="app-sidebar"
        aria-label={layoutMessages.sidebar.asideLabel}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col overflow-y-auto border-r border-line bg-white md:flex',
          isCollapsed ? 'w-16' : 'w-64',
        )}
      >
        <div
          className={cn(
            'flex h-14 shrink-0 items-center gap-2 border-b border-line px-4',
            isCollapsed && 'justify-center px-0',
          )}
        >
          <OrganizationMark
            className="size-7"
            fallback={<LifeBuoy aria-hidden="true" className="size-6 text-brand" />}
          />
          <span className={cn('truncate text-lg font-semibold text-ink', isCollapsed && 'sr-only')}>
            {organizationName}
          </span>
        </div>
        {isDesktop ? (
          <SidebarNav
            key={`${user.role}-${String(isCollapsed)}`}
            role={user.role}
            isRail={isCollapsed}
          />
        ) : null}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          title={title}
          isTitleHidden={isHeaderTitleHidden(pathname)}
          isDesktop={isDesktop}
          isSidebarCollapsed={isCollapsed}
          isDrawerOpen={isDrawerOpen}
          onMenuToggle={onMenuToggle}
          menuButtonRef={menuButtonRef}
        />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          // The bottom padding keeps the page's last controls (a submit button, the composer)
          // clear of the floating assistant's button (docs/assistant.md#chat, WCAG 2.4.11).
          className={cn('flex-1 p-4 pb-24 md:p-6 md:pb-24', isClient ? 'text-base' : 'text-sm')}
        >
          <Outlet />
        </main>
        <StatusBar role={user.role} />
      </div>
      {isDesktop ? null : (
        <MobileDrawer
          role={user.role}
          isOpen={isDrawerOpen}
          onOpenChange={setIsDrawerOpen}
          returnFocusRef={menuButtonRef}
        />
      )}
      <FloatingAssistant user={user} isOnAssistantPage={pathname === '/ai-chat'} />
    </div>
  );
}
