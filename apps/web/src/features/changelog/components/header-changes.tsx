import { lazy, Suspense, useState } from 'react';
import { FileClock, ShieldAlert, ShieldCheck } from 'lucide-react';
import { changesButtonMessages, type Role } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { useAfterFirstPaint } from '../../../lib/first-paint-gate';
import { useProtectionStatus } from '../hooks/use-protection-status';
import { useVersionWatcher } from '../hooks/use-version-watcher';

// The dialog, the changelog parser's output and its texts load on the first open.
const RecentChangesDialog = lazy(() =>
  import('./recent-changes-dialog').then((module) => ({ default: module.RecentChangesDialog })),
);

/**
 * docs/product/help-and-pwa.md: only administrators and tech leads get the recent-changes button.
 */
const CHANGES_ROLES: readonly Role[] = ['ADMIN', 'TECH_LEAD'];

/**
 * The header's changes slot: the version check runs for every signed-in user
 * (docs/product/help-and-pwa.md); the changes button with its protection badge shows for
 * administrators and tech leads (docs/product/help-and-pwa.md).
 */
export function HeaderChanges({ role, buttonClassName }: { role: Role; buttonClassName: string }) {
  // The first check waits for the last step after the page's first paint
  // (docs/performance.md#first-paint).
  useVersionWatcher(useAfterFirstPaint('rest'));
  return CHANGES_ROLES.includes(role) ? (
    <ChangesButton role={role} buttonClassName={buttonClassName} />
  ) : null;
}

function ChangesButton({ role, buttonClassName }: { role: Role; buttonClassName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const { level } = useProtectionStatus();
  const isProtected = level === 'protected';
  const BadgeIcon = isProtected ? ShieldCheck : ShieldAlert;
  const status = isProtected ? changesButtonMessages.protected : changesButtonMessages.warning;
  return (
    <>
      <button
        type="button"
        aria-label={changesButtonMessages.buttonLabel(status)}
        aria-haspopup="dialog"
        data-protection={level}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className={cn(buttonClassName, 'relative')}
      >
        <FileClock aria-hidden="true" className="size-5" />
        <span
          aria-hidden="true"
          className={cn(
            'absolute right-1 bottom-1 flex size-4 items-center justify-center rounded-full bg-white',
            isProtected ? 'text-success' : 'text-warning',
          )}
        >
          <BadgeIcon className="size-3.5" strokeWidth={2.5} />
        </span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <RecentChangesDialog role={role} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
