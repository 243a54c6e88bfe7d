import { useId } from 'react';
import {
  changelogMessages,
  formatChangelogDate,
  type ChangelogRelease,
  type ChangelogSection,
} from '@atiende/contracts';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { useChangelog } from '../api/get-changelog';
import { ChangeTypeBadge } from './change-type-badge';

const text = changelogMessages;

function ReleaseSection({ section }: { section: ChangelogSection }) {
  return (
    <div className="mt-4">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        <ChangeTypeBadge type={section.type} />
        {/* The badge names the type; only a heading it does not cover ("Dependencias") is added. */}
        {section.type === 'update' && section.heading ? <span>{section.heading}</span> : null}
        <span className="font-normal text-subtle">
          {text.page.changeCount(section.items.length)}
        </span>
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink marker:text-subtle">
        {section.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function ReleaseCard({ release }: { release: ChangelogRelease }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line pb-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {text.version(release.version)}
        </h2>
        <p className="text-sm text-muted">
          {release.date ? (
            <time dateTime={release.date}>
              {text.publishedOn(formatChangelogDate(release.date))}
            </time>
          ) : (
            text.unreleased
          )}
        </p>
      </div>
      {release.sections.map((section, index) => (
        <ReleaseSection key={`${section.heading}-${index}`} section={section} />
      ))}
    </section>
  );
}

/**
 * /changelog: CHANGELOG.md as structured text (docs/product/help-and-pwa.md entries: version, date,
 * title, type).
 */
export function ChangelogPage() {
  const changelog = useChangelog();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-ink">{text.page.title}</h1>
        <p className="mt-1 text-sm text-muted">{text.page.description}</p>
      </div>
      {changelog.isError ? (
        <InlineAlert>
          <p>{text.page.error}</p>
          <button
            type="button"
            onClick={() => void changelog.refetch()}
            className="mt-1 min-h-6 font-medium underline"
          >
            {text.page.retry}
          </button>
        </InlineAlert>
      ) : changelog.isPending ? (
        <DeferredLoader />
      ) : changelog.data.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-sm text-muted">
          {text.page.empty}
        </p>
      ) : (
        changelog.data.map((release) => <ReleaseCard key={release.version} release={release} />)
      )}
    </div>
  );
}
