import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { APP_VERSION, changelogMessages, recentChanges, type Role } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { useChangelog } from '../api/get-changelog';
import { ChangeList } from './change-list';
import { ProtectionSummary } from './protection-summary';

const text = changelogMessages.recent;

/**
 * spec §2 recent-changes summary: the protection status, up to 10 changes, and links to the
 * full changelog and (administrators) to development control.
 */
export function RecentChangesDialog({
  role,
  isOpen,
  onOpenChange,
}: {
  role: Role;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const changelog = useChangelog();
  const entries = changelog.data ? recentChanges(changelog.data) : [];
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white text-sm shadow-lg sm:w-[calc(100vw-2rem)]">
          <div className="border-b border-line p-4 pb-3 sm:p-6 sm:pb-4">
            <Dialog.Title className="pr-10 text-lg font-semibold text-ink">
              {text.title}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-muted">
              {text.description(APP_VERSION)}
            </Dialog.Description>
          </div>
          <div
            role="region"
            aria-label={text.listLabel}
            // A scroll container must take focus to scroll by keyboard (axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="flex-1 space-y-4 overflow-y-auto p-4 sm:p-6"
          >
            <ProtectionSummary headingLevel={3} />
            {changelog.isError ? (
              <InlineAlert>
                <p>{changelogMessages.page.error}</p>
                <button
                  type="button"
                  onClick={() => void changelog.refetch()}
                  className="mt-1 min-h-6 font-medium underline"
                >
                  {changelogMessages.page.retry}
                </button>
              </InlineAlert>
            ) : changelog.isPending ? (
              <p role="status" className="text-muted">
                {changelogMessages.page.loading}
              </p>
            ) : (
              <ChangeList entries={entries} />
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-line p-4 sm:flex-row sm:justify-end sm:px-6">
            {role === 'ADMIN' ? (
              <Link
                to="/admin/development-control"
                onClick={close}
                className={buttonClasses('secondary')}
              >
                {text.developmentControl}
              </Link>
            ) : null}
            <Link to="/changelog" onClick={close} className={buttonClasses('primary')}>
              {text.fullChangelog}
            </Link>
          </div>
          <Dialog.Close
            aria-label={text.close}
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 sm:top-4 sm:right-4"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
