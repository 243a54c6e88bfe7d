import { Coffee, PauseCircle, Square, TriangleAlert, UtensilsCrossed } from 'lucide-react';
import { pauseButtonMessages, type PauseKind, type Role } from '@atiende/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import { messageOf } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useAfterFirstPaint } from '../../../lib/first-paint-gate';
import { notify } from '../../../lib/notify';
import { useCurrentPause } from '../api/get-current-pause';
import { useEndPause } from '../api/end-pause';
import { scheduleKeys } from '../api/schedule-keys';
import { useStartPause } from '../api/start-pause';
import { useAvailabilityLive } from '../hooks/use-availability-live';
import { useSecondTicker } from '../hooks/use-second-ticker';
import { canPause } from '../lib/can-pause';
import { formatElapsed, isOverPlanned } from '../lib/elapsed';

const text = pauseButtonMessages;

/**
 * The header's "Pausa" (docs/schedules.md#pantallas): a menu to start a break or the lunch; while
 * one runs, "En pausa · 04:12" counting from the server's start (it survives a reload) and
 * "Terminar". A refusal (a pause already running, off shift) is the server's Spanish message.
 */
export function PauseButton({ role, buttonClassName }: { role: Role; buttonClassName: string }) {
  const flags = useFeatureFlags();
  const isEnabled = flags.schedules && canPause(role);
  // Asked once the page's first screen is painted (docs/performance.md#first-paint).
  const isPainted = useAfterFirstPaint('header');
  const pause = useCurrentPause(isEnabled && isPainted);
  useAvailabilityLive(isEnabled);
  if (!isEnabled || pause.data === undefined) return null;
  return pause.data ? (
    <RunningPause
      kind={pause.data.kind}
      startedAt={pause.data.startedAt}
      plannedMinutes={pause.data.plannedMinutes}
    />
  ) : (
    <StartMenu buttonClassName={buttonClassName} />
  );
}

function StartMenu({ buttonClassName }: { buttonClassName: string }) {
  const start = useStartPause();
  const queryClient = useQueryClient();
  // mutateAsync: the menu unmounts as soon as the pause is read back, and the toast must still show.
  const begin = async (kind: PauseKind) => {
    try {
      await start.mutateAsync({ kind });
      notify.success(text.started[kind]);
    } catch (error) {
      notify.error(messageOf(error, text.startFailed));
      // A pause started elsewhere (409): read it, so the header shows its timer.
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.currentPause() });
    }
  };
  return (
    <Menu>
      <MenuTrigger
        aria-label={text.menuLabel}
        disabled={start.isPending}
        className={cn(buttonClassName, 'w-auto gap-1.5 px-2 text-sm font-medium')}
      >
        <Coffee aria-hidden="true" className="size-5" />
        <span className="max-md:sr-only">{text.button}</span>
      </MenuTrigger>
      <MenuContent align="end" sideOffset={8} className="min-w-48">
        <MenuItem onSelect={() => void begin('break')}>
          <PauseCircle aria-hidden="true" className="size-4 text-muted" />
          {text.startBreak}
        </MenuItem>
        <MenuItem onSelect={() => void begin('lunch')}>
          <UtensilsCrossed aria-hidden="true" className="size-4 text-muted" />
          {text.startLunch}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

function RunningPause({
  kind,
  startedAt,
  plannedMinutes,
}: {
  kind: PauseKind;
  startedAt: string;
  plannedMinutes: number;
}) {
  const end = useEndPause();
  const now = useSecondTicker();
  const elapsed = formatElapsed(now.getTime() - new Date(startedAt).getTime());
  const isOver = isOverPlanned(startedAt, plannedMinutes, now);
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(startedAt).getTime()) / 60_000));
  const Icon = kind === 'lunch' ? UtensilsCrossed : PauseCircle;
  return (
    <div
      className={cn(
        'flex items-center gap-1 rounded-md border py-0.5 pr-0.5 pl-2',
        isOver
          ? 'border-warning bg-warning-tint text-warning'
          : 'border-brand bg-brand-tint text-brand',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {/* role="timer" is not announced as it ticks; its name says the minutes once. */}
      <span
        role="timer"
        aria-label={text.runningLabel(kind, minutes)}
        className="text-sm font-semibold whitespace-nowrap tabular-nums"
      >
        <span className="max-sm:hidden">{text.running[kind]} · </span>
        {elapsed}
      </span>
      {isOver ? (
        <span className="flex items-center gap-0.5 text-xs font-medium">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          <span className="max-lg:sr-only">{text.over}</span>
        </span>
      ) : null}
      <button
        type="button"
        disabled={end.isPending}
        aria-label={text.endNamed(kind)}
        onClick={() =>
          void end
            .mutateAsync()
            .then(() => notify.success(text.ended[kind]))
            .catch((error: unknown) => notify.error(messageOf(error, text.endFailed)))
        }
        className="ml-1 inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-sm bg-white px-2 text-sm font-medium text-ink hover:bg-surface-2 disabled:text-subtle"
      >
        <Square aria-hidden="true" className="size-3.5 fill-current sm:hidden" />
        <span className="max-sm:sr-only">{end.isPending ? text.ending : text.end}</span>
      </button>
    </div>
  );
}
