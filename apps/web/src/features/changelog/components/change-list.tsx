import { changelogMessages, formatChangelogDate, type ChangelogEntry } from '@atiende/contracts';
import { ChangeTypeBadge } from './change-type-badge';

/**
 * The recent-changes summary (docs/product/help-and-pwa.md): type, title, version and day of each
 * entry.
 */
export function ChangeList({ entries }: { entries: readonly ChangelogEntry[] }) {
  if (entries.length === 0) {
    return <p className="text-sm text-muted">{changelogMessages.recent.empty}</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-3">
          <ChangeTypeBadge type={entry.type} className="self-start sm:mt-0.5" />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-ink">{entry.title}</p>
            <p className="mt-0.5 text-xs text-subtle">
              {changelogMessages.version(entry.version)}
              {entry.date ? (
                <>
                  {' · '}
                  <time dateTime={entry.date}>{formatChangelogDate(entry.date)}</time>
                </>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
