import { startTransition, useCallback, useRef, useState, type RefObject } from 'react';

/**
 * An element that hooks need (to measure or observe it), kept in state and set through a ref
 * callback. React calls that callback during its commit, where a plain state update is rendered
 * at once, before the browser paints: on the ticket list that re-rendered the whole page and ran
 * every effect (each query's first request) inside the first frame. Set in a transition, the
 * element arrives in a render after the paint (docs/performance.md#first-paint). The third value
 * holds it from the commit on, for handlers that read it when they run (a key pressed as soon as
 * the page shows).
 */
export function useElementState<T extends Element>(): [
  T | null,
  (element: T | null) => void,
  RefObject<T | null>,
] {
  const [element, setElement] = useState<T | null>(null);
  const current = useRef<T | null>(null);
  const ref = useCallback((next: T | null) => {
    current.current = next;
    startTransition(() => setElement(next));
  }, []);
  return [element, ref, current];
}
