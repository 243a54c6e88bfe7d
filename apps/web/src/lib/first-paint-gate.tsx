import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type Context,
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
  /** The staff and departments the filters and pickers offer; the live updates' socket. */
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

/**
 * One context per stage, each true once its stage is open (true outside the layout): a component
 * re-renders when the stage it waits for opens, not at every step (the list's heading waits for
 * the first one and is not drawn again for the three after it).
 */
const STAGE_CONTEXTS: Record<AfterPaintStage, Context<boolean>> = {
  views: createContext(true),
  header: createContext(true),
  pickers: createContext(true),
  rest: createContext(true),
};

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

/** How long a page without a reported first contentful paint waits for it (an old browser). */
const FIRST_CONTENT_WAIT_MS = 5_000;

function hasPaintedContent(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

/**
 * Runs `task` in a task of its own once the page has painted its first content (the browser's
 * own `first-contentful-paint` entry), or after the next frame if it already has: the first
 * frame after a render may still be empty (a page waiting for its data or its code), and what
 * can wait must not travel or run before the page shows something. A hidden tab, which paints
 * nothing, runs it at once, a browser that reports no paint timing after the next frame, and a
 * paint that is never reported cannot hold it longer than FIRST_CONTENT_WAIT_MS. Returns a cancel
 * function.
 */
export function afterFirstContentfulPaint(task: () => void): () => void {
  const canObserve =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!canObserve || hasPaintedContent() || document.visibilityState === 'hidden') {
    return afterNextPaint(task);
  }
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    observer.disconnect();
    window.clearTimeout(fallback);
    window.setTimeout(task, 0);
  };
  const observer = new PerformanceObserver(() => {
    if (hasPaintedContent()) run();
  });
  observer.observe({ type: 'paint' });
  const fallback = window.setTimeout(run, FIRST_CONTENT_WAIT_MS);
  return () => {
    isDone = true;
    observer.disconnect();
    window.clearTimeout(fallback);
  };
}

/**
 * Opens its stages in transitions (what each lets start renders in slices): the first once its
 * first render is painted and the page has content, each next one once the browser is idle after
 * the previous one (at most STAGE_WAIT_MS later).
 */
export function FirstPaintGate({ children }: { children: ReactNode }) {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= LAST_STAGE) return;
    const next = () => startTransition(() => setStage(stage + 1));
    return stage === 0 ? afterFirstContentfulPaint(next) : whenIdle(next, STAGE_WAIT_MS);
  }, [stage]);
  const { views: Views, header: Header, pickers: Pickers, rest: Rest } = STAGE_CONTEXTS;
  return (
    <Views value={stage >= STAGES.views}>
      <Header value={stage >= STAGES.header}>
        <Pickers value={stage >= STAGES.pickers}>
          <Rest value={stage >= STAGES.rest}>{children}</Rest>
        </Pickers>
      </Header>
    </Views>
  );
}

/**
 * False while the signed-in layout's first screen is on its way and, after its paint, until
 * `stage` opens; true everywhere outside that layout.
 */
export function useAfterFirstPaint(stage: AfterPaintStage): boolean {
  return useContext(STAGE_CONTEXTS[stage]);
}
