import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { whenIdle } from './when-idle';

/**
 * docs/performance.md#first-paint: inside the signed-in layout, what its first screen does not
 * need is asked for once that screen is painted, not in the same task as its first render, and
 * in steps, each its own short task on a phone (a request costs the main thread a few
 * milliseconds, its answer a render): first what the screen shows next, then, each time the
 * browser is idle again, the next step. Everywhere else nothing waits.
 */
const STAGES = {
  /** The view tabs' counts and the saved views' names. */
  views: 1,
  /** The bell's badge and a running pause. */
  header: 2,
  /** The staff and departments the filters and pickers offer. */
  pickers: 3,
  /** The system's health, the version check, the organisation's name, web push. */
  rest: 4,
} as const;
export type AfterPaintStage = keyof typeof STAGES;
const LAST_STAGE = STAGES.rest;
/**
 * The longest a step waits for the browser to be idle: on a busy phone idle time may not come for
 * seconds, and the pickers or the bell must not stay empty that long.
 */
const STAGE_WAIT_MS = 300;

const FirstPaintContext = createContext<number>(LAST_STAGE);

/**
 * Runs `task` in a task of its own after the next frame is painted; in a hidden tab, which paints
 * nothing, at once. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Opens its stages in transitions (what each lets start renders in slices): the first once its
 * first render is painted, each next one once the browser is idle after the previous one (at
 * most STAGE_WAIT_MS later).
 */
export function FirstPaintGate({ children }: { children: ReactNode }) {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= LAST_STAGE) return;
    const next = () => startTransition(() => setStage(stage + 1));
    return stage === 0 ? afterNextPaint(next) : whenIdle(next, STAGE_WAIT_MS);
  }, [stage]);
  return <FirstPaintContext value={stage}>{children}</FirstPaintContext>;
}

/**
 * False while the signed-in layout's first screen is on its way and, after its paint, until
 * `stage` opens; true everywhere outside that layout.
 */
export function useAfterFirstPaint(stage: AfterPaintStage): boolean {
  return useContext(FirstPaintContext) >= STAGES[stage];
}
