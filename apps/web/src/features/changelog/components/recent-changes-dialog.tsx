import { Link } from 'react-router';
import { APP_VERSION, changelogMessages, recentChanges, type Role } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { useChangelog } from '../api/get-changelog';
import { ChangeList } from './change-list';
import { ProtectionSummary } from './protection-summary';

const text = changelogMessages.recent;

/**
 * docs/product/help-and-pwa.md recent-changes summary: the protection status, up to 10 changes, and
 * links to the full changelog and (administrators) to development control.
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
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description(APP_VERSION)}
      closeLabel={text.close}
      size="2xl"
      scroll="children"
    >
      <ScrollRegion
        label={text.listLabel}
        className="flex-1 space-y-4 border-t border-line p-4 sm:p-6"
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
      </ScrollRegion>
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
    </Dialog>
  );
}
