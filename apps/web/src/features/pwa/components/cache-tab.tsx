import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { webAppMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { notify } from '../../../lib/notify';
import { pwaKeys } from '../api/pwa-keys';
import { useCacheSummary } from '../hooks/use-cache-summary';
import type { CacheSummary } from '../lib/cache-summary';
import { formatStorageSize } from '../lib/format-storage';
import { clearCachesAndReinstall } from '../lib/service-worker';
import { DetailRow } from './detail-row';

const text = webAppMessages.cache;

function CacheList({ summary, labelId }: { summary: CacheSummary; labelId: string }) {
  if (!summary.isSupported) return <p className="text-muted">{text.unsupported}</p>;
  if (summary.caches.length === 0) return <p className="text-muted">{text.empty}</p>;
  return (
    <ul aria-labelledby={labelId} className="divide-y divide-line rounded-md border border-line">
      {summary.caches.map((cache) => (
        <li key={cache.name} className="flex items-start justify-between gap-4 p-3">
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {cache.isAppCache ? text.appFiles : text.otherCache}
            </p>
            <p className="font-mono text-xs break-all text-subtle">{cache.name}</p>
          </div>
          <p className="shrink-0 text-ink tabular-nums">{text.entryCount(cache.entryCount)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Cache: this browser's Cache Storage with entry counts, the storage estimate, "Limpiar cache". */
export function CacheTab() {
  const headingId = useId();
  const summary = useCacheSummary();
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: clearCachesAndReinstall,
    // docs/product/help-and-pwa.md, word for word.
    onSuccess: () => notify.success(webAppMessages.toasts.cacheCleared),
    onError: () => notify.error(webAppMessages.toasts.cacheClearFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pwaKeys.cacheSummary() }),
  });
  const data = summary.data;

  return (
    <div className="space-y-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {text.heading}
      </h3>
      {summary.isError ? (
        <InlineAlert>{text.readError}</InlineAlert>
      ) : data ? (
        <CacheList summary={data} labelId={headingId} />
      ) : (
        <p role="status" className="text-muted">
          {text.loading}
        </p>
      )}
      <dl className="border-y border-line">
        <DetailRow label={text.usage}>
          {data?.usage != null && data.quota != null ? (
            <span className="text-ink tabular-nums">
              {text.usageOf(formatStorageSize(data.usage), formatStorageSize(data.quota))}
            </span>
          ) : (
            <span>{data ? text.usageUnknown : '—'}</span>
          )}
        </DetailRow>
      </dl>
      <div className="space-y-2">
        <p className="text-muted">{text.clearHint}</p>
        <Button variant="secondary" onClick={() => clear.mutate()} disabled={clear.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          {clear.isPending ? text.clearing : text.clear}
        </Button>
      </div>
    </div>
  );
}
