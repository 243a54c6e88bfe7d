import { useAfterFirstPaint } from '../lib/first-paint-gate';
import { PushKeeper } from '../features/notifications/components/push-keeper';
import { useNotificationLiveUpdates } from '../features/notifications/hooks/use-notification-live-updates';
import { useTicketLiveUpdates } from '../features/tickets/hooks/use-ticket-live-updates';
import { RealtimeSocket } from '../lib/realtime/realtime-socket';

/** One socket and its subscribers: remounted together for a new user (see below). */
function LiveSession() {
  useNotificationLiveUpdates();
  useTicketLiveUpdates();
  // The socket's code and connection follow the first screen's paint, a step after the header's
  // badges (docs/performance.md#first-paint): the list they would refresh has just been read, and
  // the code's evaluation (it builds the message schemas) gets a task of its own instead of
  // sharing the bell's.
  const isSocketDue = useAfterFirstPaint('pickers');
  return isSocketDue ? <RealtimeSocket /> : null;
}

/**
 * The signed-in user's real-time connection (docs/realtime.md), once per session: the socket
 * (`lib/realtime/`) and each feature's subscription to its own message types — notifications
 * reach the bell, ticket changes refresh the ticket screens; web push follows the user on this
 * browser.
 */
export function RealtimeConnection({ userId }: { userId: string }) {
  // Web push is checked once the page's first screen is painted and the browser idle
  // (docs/performance.md#first-paint).
  const isPushDue = useAfterFirstPaint('rest');
  // A new user gets a new socket (and a new ticket): the key remounts it.
  return (
    <>
      <LiveSession key={userId} />
      {isPushDue ? <PushKeeper userId={userId} /> : null}
    </>
  );
}
