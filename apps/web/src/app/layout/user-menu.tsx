import { Link } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { ROLE_LABELS, layoutMessages } from '@atiende/contracts';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { UserAvatar } from '../../components/user-avatar';
import { Badge } from '../../components/ui/badge';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../../components/ui/menu';

/**
 * docs/product/app-shell.md#header Header user menu: name, email, role label, Mi Perfil, Cerrar
 * Sesión.
 */
export function UserMenu() {
  const { user, logout, isLoggingOut } = useAuth();
  if (!user) return null;
  return (
    // Not modal and no portal (the kit's default): the menu stays inside the header's landmark.
    <Menu>
      <MenuTrigger
        aria-label={layoutMessages.userMenu.trigger(user.name)}
        className="flex min-h-10 items-center gap-2 rounded-md px-1.5 text-sm text-ink hover:bg-surface-2"
      >
        <UserAvatar name={user.name} url={user.avatar} />
        <span aria-hidden="true" className="hidden max-w-40 truncate font-medium lg:block">
          {user.name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </MenuTrigger>
      <MenuContent align="end" sideOffset={8} className="min-w-64">
        <MenuLabel className="flex items-start gap-3">
          <UserAvatar name={user.name} url={user.avatar} size="md" />
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-ink">{user.name}</span>
            <span className="block truncate text-sm text-muted">{user.email}</span>
            <Badge tone="neutral" className="mt-1">
              {ROLE_LABELS[user.role]}
            </Badge>
          </span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" className="size-4" />
            {layoutMessages.userMenu.profile}
          </Link>
        </MenuItem>
        <MenuItem disabled={isLoggingOut} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="size-4" />
          {isLoggingOut ? layoutMessages.userMenu.loggingOut : layoutMessages.userMenu.logout}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
