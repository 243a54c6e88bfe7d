import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { layoutMessages, type Role } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { useFeatureFlags } from '../../lib/feature-flags';
import {
  isLinkActive,
  sidebarSectionsForRole,
  type SidebarLink,
  type SidebarSection,
} from './sidebar-links';

interface SidebarNavProps {
  role: Role;
  /** Icon rail: labels stay for screen readers, groups show all their links. */
  isRail?: boolean;
  /** docs/product/app-shell.md: on mobile the groups open expanded. */
  expandGroups?: boolean;
}

function initialCollapsed(sections: SidebarSection[], pathname: string, expandGroups: boolean) {
  const collapsed: Record<string, boolean> = {};
  for (const section of sections) {
    const holdsCurrentPage = section.links.some((link) => isLinkActive(link, pathname));
    collapsed[section.id] = !expandGroups && section.collapsedByDefault && !holdsCurrentPage;
  }
  return collapsed;
}

function NavLinkItem({
  link,
  isRail,
  pathname,
}: {
  link: SidebarLink;
  isRail: boolean;
  pathname: string;
}) {
  const isActive = isLinkActive(link, pathname);
  const Icon = link.icon;
  return (
    <li>
      <Link
        to={link.to}
        aria-current={isActive ? 'page' : undefined}
        title={isRail ? link.label : undefined}
        className={cn(
          'flex min-h-10 items-center gap-3 rounded-md px-3 text-sm',
          isRail && 'justify-center px-0',
          isActive
            ? 'bg-brand-tint font-medium text-brand'
            : 'text-ink hover:bg-surface-2 hover:text-ink',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {/* A long label ("Configuración de notificaciones") takes two lines: cut, it hid its end. */}
        <span className={isRail ? 'sr-only' : 'min-w-0 py-2 break-words'}>{link.label}</span>
      </Link>
    </li>
  );
}

/**
 * docs/product/app-shell.md sidebar: the role's links, admin groups (Gestión and Configuración
 * start closed).
 */
export function SidebarNav({ role, isRail = false, expandGroups = false }: SidebarNavProps) {
  const { pathname } = useLocation();
  const sections = sidebarSectionsForRole(role, useFeatureFlags());
  const [collapsed, setCollapsed] = useState(() =>
    initialCollapsed(sections, pathname, expandGroups),
  );

  return (
    <nav aria-label={layoutMessages.sidebar.navigationLabel} className="flex flex-col gap-2 p-2">
      {sections.map((section) => {
        const listId = `sidebar-group-${section.id}`;
        const isCollapsed = !isRail && (collapsed[section.id] ?? false);
        const links = (
          <ul id={listId} className="flex flex-col gap-1" hidden={isCollapsed}>
            {section.links.map((link) => (
              <NavLinkItem key={link.to} link={link} isRail={isRail} pathname={pathname} />
            ))}
          </ul>
        );
        if (!section.label || isRail) {
          return (
            <div
              key={section.id}
              className={cn(section.id === 'account' && 'mt-2 border-t border-line pt-2')}
            >
              {links}
            </div>
          );
        }
        return (
          <div key={section.id}>
            <button
              type="button"
              aria-expanded={!isCollapsed}
              aria-controls={listId}
              onClick={() =>
                setCollapsed((current) => ({ ...current, [section.id]: !isCollapsed }))
              }
              className="flex min-h-10 w-full items-center justify-between rounded-md px-3 text-xs font-semibold tracking-wide text-muted uppercase hover:bg-surface-2"
            >
              {section.label}
              <ChevronDown
                aria-hidden="true"
                className={cn('size-4 transition-transform', isCollapsed && '-rotate-90')}
              />
            </button>
            {links}
          </div>
        );
      })}
    </nav>
  );
}
