import type { ReactNode } from 'react';
import { aiConversationMessages } from '@atiende/contracts';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Sheet } from '../../../../components/ui/sheet';
import { messageOf } from '../../../../lib/api-error';
import { TranscriptSkeleton } from './skeletons';

const text = aiConversationMessages;

/**
 * The side panel a transcript opens in: from the right over the list on a desktop, the whole
 * screen on a phone. It shows the skeleton until the transcript arrives, and a failure (a 404
 * says "No se encontró esa conversación.") with "Intentar nuevamente".
 */
export function ConversationSheet({
  isOpen,
  title,
  query,
  loadFailed,
  onClose,
  children,
}: {
  isOpen: boolean;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadFailed: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={(isNowOpen) => (isNowOpen ? undefined : onClose())}
      side="right"
      title={title}
      closeLabel={text.close}
      className="w-full md:max-w-xl lg:max-w-2xl"
    >
      {query.isError ? (
        <LoadFailed
          message={messageOf(query.error, loadFailed)}
          retryLabel={text.webChat.retry}
          onRetry={query.refetch}
        />
      ) : query.isPending ? (
        <TranscriptSkeleton />
      ) : (
        children
      )}
    </Sheet>
  );
}
