import { lazy, Suspense, useState } from 'react';
import { Heart } from 'lucide-react';
import { healthMessages, healthLevelOf, type Role } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { useHealth } from '../api/get-health';
import { LEVEL_STYLES } from './health-level-badge';

// The panel and its texts load on the first open.
const HealthPanel = lazy(() =>
  import('./health-panel').then((module) => ({ default: module.HealthPanel })),
);

/**
 * docs/product/overview.md#roles-and-permissions: the heart button is for staff, not for clients.
 */
const HEALTH_ROLES: readonly Role[] = ['ADMIN', 'TECH_LEAD', 'TECHNICIAN'];

/**
 * The header's system-health heart button (docs/product/audit-and-monitoring.md); its colour and
 * label follow docs/product/audit-and-monitoring.md#system-health.
 */
export function HealthButton({ role, buttonClassName }: { role: Role; buttonClassName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const { data, isError } = useHealth();
  if (!HEALTH_ROLES.includes(role)) return null;
  const level = isError ? 'critical' : data ? healthLevelOf(data.status) : null;
  const label = level
    ? healthMessages.button(healthMessages.levels[level])
    : healthMessages.buttonLoading;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        data-health={level ?? 'loading'}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className={cn(buttonClassName, level && level !== 'online' && LEVEL_STYLES[level].tone)}
      >
        <Heart aria-hidden="true" className="size-5" />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <HealthPanel role={role} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
