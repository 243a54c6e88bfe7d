import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  protectionStatus,
  type ProtectionCheckpoint,
  type ProtectionStatus,
} from '@atiende/contracts';
import { readCheckpoints, subscribeToCheckpoints } from '../lib/protection-store';

const REEVALUATE_MS = 60_000;

/**
 * docs/product/help-and-pwa.md protection status, re-evaluated each minute so a stale checkpoint
 * turns to warning.
 */
export function useProtectionStatus(): ProtectionStatus & {
  checkpoints: readonly ProtectionCheckpoint[];
} {
  const checkpoints = useSyncExternalStore(subscribeToCheckpoints, readCheckpoints, () => []);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REEVALUATE_MS);
    return () => clearInterval(timer);
  }, []);
  // A checkpoint newer than the last tick counts as 0 minutes old (protectionStatus clamps).
  return { ...protectionStatus(checkpoints, now), checkpoints };
}
