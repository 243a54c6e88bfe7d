import { Radio, RefreshCw, Unplug, type LucideIcon } from 'lucide-react';
import { notificationMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { realtimeKind, type RealtimeKind } from '../../lib/realtime/realtime-view';
import { realtimeStore } from '../../lib/realtime/realtime-store';
import { useRealtimeStatus } from '../../lib/realtime/use-realtime-status';

const text = notificationMessages.socket;

const VIEWS: Record<RealtimeKind, { icon: LucideIcon; text: string; tone: string }> = {
  connected: { icon: Radio, text: text.states.connected, tone: 'text-success' },
  connecting: { icon: RefreshCw, text: text.states.connecting, tone: 'text-muted' },
  reconnecting: { icon: RefreshCw, text: text.reconnecting, tone: 'text-warning' },
  exhausted: { icon: Unplug, text: text.exhausted, tone: 'text-error' },
  disconnected: { icon: Unplug, text: text.states.disconnected, tone: 'text-muted' },
};

/** The real-time connection in the footer status bar: icon and text, never colour alone. */
export function RealtimeStatus() {
  const snapshot = useRealtimeStatus();
  if (!snapshot) return null;
  const kind = realtimeKind(snapshot);
  const view = VIEWS[kind];
  const Icon = view.icon;
  return (
    <span role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={cn('flex items-center gap-1', view.tone)} data-realtime={kind}>
        <Icon aria-hidden="true" className="size-4" />
        {view.text}
      </span>
      {kind === 'exhausted' ? (
        <button
          type="button"
          onClick={() => realtimeStore.retry()}
          className="min-h-6 rounded-sm px-1 font-medium text-brand underline hover:text-brand-hover"
        >
          {text.retry}
        </button>
      ) : null}
    </span>
  );
}
