import { useState } from 'react';
import { healthLevelOf, type HealthLevel } from '@atiende/contracts';
import { useHealth } from '../api/get-health';

export type HealthSample = {
  at: number;
  level: HealthLevel;
  memoryPercent: number | null;
  databaseMs: number | null;
};

/**
 * The last hour of 30 s samples (docs/product/audit-and-monitoring.md#system-health poll); kept in
 * memory while the page is open.
 */
export const MAX_SAMPLES = 120;

export function appendSample(samples: readonly HealthSample[], sample: HealthSample) {
  if (samples.at(-1)?.at === sample.at) return samples;
  return [...samples, sample].slice(-MAX_SAMPLES);
}

/**
 * One sample per answer of the shared health query (it polls every 30 s): the server keeps no
 * history, so the page collects its own while it is open.
 */
export function useHealthSamples() {
  const query = useHealth();
  const [samples, setSamples] = useState<readonly HealthSample[]>([]);
  const [sampledAt, setSampledAt] = useState(0);
  const { data, dataUpdatedAt } = query;

  // Derived while rendering (React's "storing information from previous renders"): one
  // sample per new answer, without an effect.
  if (data && dataUpdatedAt !== 0 && dataUpdatedAt !== sampledAt) {
    setSampledAt(dataUpdatedAt);
    const details = data.details;
    setSamples(
      appendSample(samples, {
        at: dataUpdatedAt,
        level: healthLevelOf(data.status),
        memoryPercent: details?.checks.memory.details.percentUsed ?? null,
        databaseMs: details?.checks.database.responseTime ?? null,
      }),
    );
  }

  return { query, samples };
}
