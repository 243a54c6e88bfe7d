import { ticketQueueMessages } from '@atiende/contracts';

const block = 'rounded-sm bg-surface-2 motion-safe:animate-pulse';

/**
 * docs/product/ui.md#patterns loading: the ticket's layout drawn at once (header, conversation,
 * composer, side panel) while it loads, instead of a bare "Cargando...".
 */
export function TicketDetailSkeleton() {
  return (
    <div
      role="status"
      className="mx-auto w-full max-w-7xl space-y-4"
      data-testid="ticket-detail-skeleton"
    >
      {/* The page's one h1 until the ticket's own arrives (docs/product/ui.md#accessibility). */}
      <h1 className="sr-only">{ticketQueueMessages.loading.ticket}</h1>
      <div aria-hidden="true" className="space-y-4">
        <div className={`h-4 w-32 ${block}`} />
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0 space-y-4">
            <div className="space-y-3 rounded-lg border border-line bg-white p-4">
              <div className={`h-6 w-3/4 ${block}`} />
              <div className="flex gap-2">
                <div className={`h-7 w-24 rounded-full ${block}`} />
                <div className={`h-7 w-20 ${block}`} />
                <div className={`h-7 w-32 ${block}`} />
              </div>
            </div>
            {[0, 1, 2].map((index) => (
              <div key={index} className="space-y-2 rounded-lg border border-line bg-white p-4">
                <div className={`h-3 w-40 ${block}`} />
                <div className={`h-3 w-full ${block}`} />
                <div className={`h-3 w-5/6 ${block}`} />
              </div>
            ))}
            <div className={`h-28 rounded-lg ${block}`} />
          </div>
          <div className="space-y-3 rounded-lg border border-line bg-white p-4">
            <div className={`h-4 w-24 ${block}`} />
            <div className={`h-3 w-full ${block}`} />
            <div className={`h-3 w-2/3 ${block}`} />
            <div className={`h-3 w-3/4 ${block}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
