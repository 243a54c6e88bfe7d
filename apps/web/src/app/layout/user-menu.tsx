import { Link } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { ROLE_LABELS, layoutMessages } from '@atiende/contracts';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { UserAvatar } from '../../components/user-avatar';
import { Badge } from '../../components/ui/badge';

const itemClasses =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-subtle data-[highlighted]:bg-surface-2';

/**
 * docs/product/app-shell.md#header Header user menu: name, email, role label, Mi Perfil, Cerrar
 * Sesión.
 */
export function UserMenu() {
  const { user, logout, isLoggingOut } = useAuth();
  if (!user) return null;
  return (
    // Not modal: the page stays in the accessibility tree, and the menu renders inside the
    // header's landmark (no portal), so nothing is left outside a landmark or hidden-but-focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={layoutMessages.userMenu.trigger(user.name)}
        className="flex min-h-10 items-center gap-2 rounded-md px-1.5 text-sm text-ink hover:bg-surface-2"
      >
        <UserAvatar name={user.name} url={user.avatar} />
        <span aria-hidden="true" className="hidden max-w-40 truncate font-medium lg:block">
          {user.name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-64 rounded-lg border border-line bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Label className="flex items-start gap-3 px-3 py-2">
          <UserAvatar name={user.name} url={user.avatar} size="md" />
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-ink">{user.name}</span>
            <span className="block truncate text-sm text-muted">{user.email}</span>
            <Badge tone="neutral" className="mt-1">
              {ROLE_LABELS[user.role]}
            </Badge>
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to="/profile">
            <UserRound aria-hidden="true" className="size-4" />
            {layoutMessages.userMenu.profile}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={itemClasses}
          disabled={isLoggingOut}
          onSelect={() => void logout()}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {isLoggingOut ? layoutMessages.userMenu.loggingOut : layoutMessages.userMenu.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
