import { useEffect, useState } from 'react';
import { HEALTH_LIMITS } from '@atiende/contracts';
import { useHealth } from '../api/get-health';
import { panelStateOf, type PanelState } from '../lib/health-view';

/**
 * The panel's state while it is open: the 10 s time-out of docs/product/audit-and-monitoring.md
 * starts at each (re)try.
 */
export function useHealthPanel(isOpen: boolean): {
  state: PanelState;
  updatedAt: number;
  isFetching: boolean;
  retry: () => void;
} {
  const query = useHealth();
  const [attempt, setAttempt] = useState(0);
  const [timedOutAttempt, setTimedOutAttempt] = useState(-1);
  const hasAnswer = query.data !== undefined || query.isError;

  useEffect(() => {
    if (!isOpen || hasAnswer) return;
    const timer = setTimeout(() => setTimedOutAttempt(attempt), HEALTH_LIMITS.panelTimeoutMs);
    return () => clearTimeout(timer);
  }, [isOpen, hasAnswer, attempt]);

  return {
    state: panelStateOf({
      data: query.data,
      error: query.isError ? query.error : null,
      isTimedOut: timedOutAttempt === attempt,
    }),
    updatedAt: query.dataUpdatedAt,
    isFetching: query.isFetching,
    retry: () => {
      setAttempt((value) => value + 1);
      void query.refetch();
    },
  };
}
