import { customerMessages } from '@atiende/contracts';
import { ActiveBadge } from '../../../components/ui/badge';

/** Activo / Inactivo: text and icon, never colour alone. */
export function CustomerStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <ActiveBadge
      isActive={isActive}
      activeLabel={customerMessages.page.active}
      inactiveLabel={customerMessages.page.inactive}
    />
  );
}
