import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Plus, X } from 'lucide-react';
import {
  ticketQueueMessages,
  ticketWorkspaceMessages,
  type SavedViewCount,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useAfterFirstPaint } from '../../../lib/first-paint-gate';
import { notify } from '../../../lib/notify';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { BUILT_IN_VIEWS } from '../hooks/built-in-views';
import { viewSignature } from '../hooks/list-filters';
import { useViewCounts } from '../hooks/use-view-counts';
import { useViewPresets } from '../hooks/use-view-presets';

const text = ticketWorkspaceMessages.views;

// Its form code loads the first time someone saves a view (docs/performance.md, twelfth pass).
const SaveViewDialog = lazy(() =>
  import('./save-view-dialog').then((module) => ({ default: module.SaveViewDialog })),
);

const tabClasses =
  'inline-flex min-h-8 items-center rounded-md px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-ink';
const activeClasses = 'bg-brand-tint text-brand hover:bg-brand-tint hover:text-brand';

interface TicketViewTabsProps {
  /** The current query string (filters in the URL). */
  searchParams: URLSearchParams;
}

/** A tab's figure, and what a screen reader hears after the tab's name. */
function ViewCount({ count }: { count: SavedViewCount | undefined }) {
  if (!count || count.count === null) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 rounded-full bg-surface-2 px-1.5 text-xs font-semibold text-muted tabular-nums"
      >
        {ticketQueueMessages.views.count(count.count, count.isEstimate)}
      </span>
      <span className="sr-only">
        {ticketQueueMessages.views.countLabel(count.count, count.isEstimate)}
      </span>
    </>
  );
}

/**
 * Views as links (each one a URL), plus the views this user saved, each with how many tickets it
 * holds (docs/tickets.md#view-counts).
 */
export function TicketViewTabs({ searchParams }: TicketViewTabsProps) {
  // Asked once the list's first screen is painted (docs/performance.md#first-paint); the list
  // asks for the saved views at once when its heading needs their names.
  const isPainted = useAfterFirstPaint('views');
  const { presets, save, remove, isSaving: isSending } = useViewPresets(isPainted);
  const counts = useViewCounts(isPainted);
  const [isSaving, setIsSaving] = useState(false);
  const hasSaved = useOpenedOnce(isSaving);
  const current = viewSignature(searchParams);

  return (
    // On a phone the tabs scroll sideways in one row instead of stacking above the queue.
    // `relative`: the counts' visually hidden texts are placed inside this scroller, not beside
    // the page (they made a 375 px page 541 px wide).
    <nav
      aria-label={text.label}
      className="relative -mx-4 flex items-center gap-1 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
    >
      <ul className="flex shrink-0 items-center gap-1 md:shrink md:flex-wrap">
        {[...BUILT_IN_VIEWS, ...presets].map((view) => {
          const isActive = viewSignature(new URLSearchParams(view.query)) === current;
          const isPreset = !BUILT_IN_VIEWS.some((builtIn) => builtIn.id === view.id);
          return (
            <li key={view.id} className="flex shrink-0 items-center whitespace-nowrap">
              <Link
                to={{ pathname: '/tickets', search: `?${view.query}` }}
                aria-current={isActive ? 'page' : undefined}
                className={cn(tabClasses, isActive && activeClasses)}
              >
                {view.name}
                <ViewCount count={counts.get(view.id)} />
              </Link>
              {isPreset ? (
                <button
                  type="button"
                  aria-label={text.remove(view.name)}
                  onClick={() => {
                    remove(view.id).then(
                      () => notify.info(text.removed(view.name)),
                      (failure: unknown) =>
                        notify.error(messageOf(failure, ticketWorkspaceMessages.detail.saveFailed)),
                    );
                  }}
                  className="flex size-6 items-center justify-center rounded-md text-muted hover:bg-surface-2"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button
        variant="ghost"
        className="min-h-8 shrink-0 whitespace-nowrap text-brand"
        onClick={() => setIsSaving(true)}
      >
        <Plus aria-hidden="true" className="size-4" />
        {text.save}
      </Button>
      {hasSaved ? (
        <Suspense fallback={null}>
          <SaveViewDialog
            isOpen={isSaving}
            onOpenChange={setIsSaving}
            filters={current}
            save={save}
            isSending={isSending}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
