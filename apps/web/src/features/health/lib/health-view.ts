import { healthLevelOf, type HealthLevel, type HealthResult } from '@atiende/contracts';
import { isApiError } from '../../../lib/api-error';
import type { HealthAnswer } from '../api/get-health';

export type PanelState =
  | { phase: 'loading' }
  | { phase: 'error' }
  | { phase: 'ok'; level: HealthLevel; details: HealthResult | null };

/**
 * docs/product/audit-and-monitoring.md: the panel moves from loading to ok or error, to error after
 * 10 s without an answer. A 503 is an answer (the server is up, its database is not): crítico,
 * without details.
 */
export function panelStateOf(input: {
  data: HealthAnswer | undefined;
  error: unknown;
  isTimedOut: boolean;
}): PanelState {
  const { data, error, isTimedOut } = input;
  if (error) {
    if (isApiError(error) && error.status === 503) {
      return { phase: 'ok', level: 'critical', details: null };
    }
    return { phase: 'error' };
  }
  if (data) return { phase: 'ok', level: healthLevelOf(data.status), details: data.details };
  return isTimedOut ? { phase: 'error' } : { phase: 'loading' };
}

let numberFormatCache: Intl.NumberFormat | undefined;
const numberFormat = {
  format: (value: number) =>
    (numberFormatCache ??= new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 })).format(
      value,
    ),
};

/** Bytes as "412.5 MB" / "1.2 GB" (es-PE numbers, docs/product/ui.md#spanish-writing). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${bytes < 0 ? '-' : ''}${numberFormat.format(value)} ${units[unit]}`;
}

export function formatPercent(percent: number): string {
  return `${numberFormat.format(percent)} %`;
}

export function formatMilliseconds(ms: number | null): string | null {
  return ms === null ? null : `${numberFormat.format(ms)} ms`;
}

/** Seconds as "3 d 4 h", "2 h 5 min", "45 s". */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${Math.floor(seconds)} s`;
}
