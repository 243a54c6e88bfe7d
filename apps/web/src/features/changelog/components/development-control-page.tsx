import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import {
  changelogMessages,
  pageMessages,
  recentChanges,
  type GitInfo,
  type VersionFile,
} from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { formatDateTime } from '../../../lib/dates';
import { useChangelog } from '../api/get-changelog';
import { useGitInfo } from '../api/get-git-info';
import { useVersionFile } from '../api/get-version-file';
import { ChangeList } from './change-list';
import { ProtectionSummary } from './protection-summary';

const text = changelogMessages.development;
const fields = text.fields;
const TITLE = text.title;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value ?? text.notAvailable}</dd>
        </div>
      ))}
    </dl>
  );
}

const code = (value: string | null | undefined) =>
  value ? <code className="font-mono text-[13px]">{value}</code> : null;

function buildRows(file: VersionFile): Array<[string, ReactNode]> {
  return [
    [fields.version, file.version],
    [fields.buildHash, code(file.buildHash)],
    [fields.builtAt, file.builtAt ? formatDateTime(file.builtAt) : null],
  ];
}

function gitRows(git: GitInfo): Array<[string, ReactNode]> {
  return [
    [fields.source, text.sources[git.source]],
    [fields.commit, code(git.commit)],
    [fields.branch, git.branch],
    [fields.committedAt, git.committedAt ? formatDateTime(git.committedAt) : null],
    [fields.subject, git.subject],
  ];
}

function Loading() {
  return (
    <p role="status" className="text-sm text-muted">
      {text.loading}
    </p>
  );
}

/**
 * /admin/development-control (administrators): build information, the protection status and
 * the recent changes. The server also refuses /api/git/info to other roles.
 */
export function DevelopmentControlPage({
  isAdmin,
  featureFlags = null,
}: {
  isAdmin: boolean;
  /** The "Funciones opcionales" section, composed in by the app (another feature owns it). */
  featureFlags?: ReactNode;
}) {
  const versionFile = useVersionFile();
  const gitInfo = useGitInfo({ isEnabled: isAdmin });
  const changelog = useChangelog();
  if (!isAdmin) {
    return (
      <MessagePanel
        icon={Lock}
        heading={TITLE}
        headingLevel={1}
        actions={
          <Link to="/dashboard" className={buttonClasses('secondary')}>
            {pageMessages.comingSoon.backToPanel}
          </Link>
        }
      >
        <p>{text.forbidden}</p>
      </MessagePanel>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-ink">{TITLE}</h1>
        <p className="mt-1 text-sm text-muted">{text.description}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={text.buildHeading}>
          {versionFile.isError ? (
            <InlineAlert>{text.buildError}</InlineAlert>
          ) : versionFile.data ? (
            <Facts rows={buildRows(versionFile.data)} />
          ) : (
            <Loading />
          )}
        </Card>
        <Card title={text.gitHeading}>
          {gitInfo.isError ? (
            <InlineAlert>{text.gitError}</InlineAlert>
          ) : gitInfo.data ? (
            gitInfo.data.isAvailable ? (
              <Facts rows={gitRows(gitInfo.data)} />
            ) : (
              <p className="text-sm text-muted">{text.gitUnavailable}</p>
            )
          ) : (
            <Loading />
          )}
        </Card>
      </div>
      <ProtectionSummary headingLevel={2} />
      {featureFlags}
      <Card title={text.recentHeading}>
        {changelog.isError ? (
          <InlineAlert>{changelogMessages.page.error}</InlineAlert>
        ) : changelog.data ? (
          <ChangeList entries={recentChanges(changelog.data)} />
        ) : (
          <Loading />
        )}
        <Link to="/changelog" className={`${buttonClasses('secondary')} mt-4`}>
          {changelogMessages.recent.fullChangelog}
        </Link>
      </Card>
    </div>
  );
}
