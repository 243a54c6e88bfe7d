import { useState } from 'react';
import { Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { emailInboundPageMessages } from '@atiende/contracts';
import { Button } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { notify } from '../../../../lib/notify';
import { useInboundSettings, useRegenerateSecret } from '../api/inbound';

const text = emailInboundPageMessages.webhook;

/**
 * The webhook's card on «Recepción» (docs/email.md#webhook): its address, the signing secret
 * (hidden until asked, copied with one click) and «Regenerar secreto» behind a confirmation.
 */
export function WebhookCard() {
  const query = useInboundSettings();
  const regenerate = useRegenerateSecret();
  const [isShown, setIsShown] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const copy = (value: string) =>
    navigator.clipboard.writeText(value).then(
      () => notify.success(text.copied),
      () => notify.error(text.failed),
    );
  const confirm = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        notify.success(text.regenerated);
      },
      onError: () => notify.error(text.failed),
    });

  return (
    <CardSection id="email-webhook" title={text.title}>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <div className="mt-4">
        {query.isError ? (
          <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={query.refetch} />
        ) : !query.data ? (
          <DeferredLoader />
        ) : (
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-medium text-ink">{text.url}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2">
                <code className="break-all rounded bg-surface-2 px-2 py-1">
                  {query.data.webhookUrl}
                </code>
                <Button
                  variant="ghost"
                  className="max-md:min-h-11"
                  onClick={() => copy(query.data.webhookUrl)}
                >
                  <Copy aria-hidden="true" className="size-4" />
                  {text.copy}
                </Button>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-ink">{text.secret}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2">
                <code className="break-all rounded bg-surface-2 px-2 py-1">
                  {isShown ? query.data.signingSecret : '•'.repeat(24)}
                </code>
                <Button
                  variant="ghost"
                  className="max-md:min-h-11"
                  aria-pressed={isShown}
                  onClick={() => setIsShown((shown) => !shown)}
                >
                  {isShown ? (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                  {isShown ? text.hide : text.show}
                </Button>
                <Button
                  variant="ghost"
                  className="max-md:min-h-11"
                  onClick={() => copy(query.data.signingSecret)}
                >
                  <Copy aria-hidden="true" className="size-4" />
                  {text.copy}
                </Button>
              </dd>
              <dd className="mt-2 text-xs text-muted">{text.howToSign}</dd>
            </div>
          </dl>
        )}
        {!query.isError && query.data ? (
          <Button
            variant="secondary"
            className="mt-3 max-md:min-h-11"
            onClick={() => setIsConfirming(true)}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {text.regenerate}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={text.confirmTitle}
        description={text.confirmBody}
        confirmLabel={text.regenerate}
        pendingLabel={text.regenerating}
        cancelLabel={text.cancel}
        isPending={regenerate.isPending}
        onConfirm={confirm}
      />
    </CardSection>
  );
}
