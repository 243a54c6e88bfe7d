import { Copy } from 'lucide-react';
import { apiKeyMessages } from '@atiende/contracts/api-keys';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';

const text = apiKeyMessages.page;

/**
 * docs/api-keys.md#keys: a new key's whole secret, shown this once; closing forgets it (it lives
 * only in the page's state, never in the query cache).
 */
export function ApiKeySecretDialog({
  secret,
  onClose,
}: {
  secret: { value: string; name: string } | null;
  onClose: () => void;
}) {
  const copy = () => {
    if (!secret) return;
    void navigator.clipboard
      ?.writeText(secret.value)
      .then(() => notify.success(text.copied))
      .catch(() => {
        // Clipboard refused (permissions, plain http): the key stays on screen to copy by hand.
      });
  };
  return (
    <Dialog
      isOpen={secret !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={text.secretTitle}
      description={text.secretHint}
      closeLabel={text.closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={copy}>
            <Copy aria-hidden="true" className="size-4" />
            {text.copy}
          </Button>
          <Button onClick={onClose}>{text.close}</Button>
        </>
      }
    >
      {secret ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-ink">{secret.name}</p>
          <code
            data-testid="api-key-secret"
            className="block rounded-md border border-line bg-surface-2 p-3 font-mono text-sm break-all text-ink select-all"
          >
            {secret.value}
          </code>
        </div>
      ) : null}
    </Dialog>
  );
}
