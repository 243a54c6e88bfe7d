/**
 * SLA targets are stored in whole minutes (docs/sla.md#policies) and shown and typed in hours and
 * minutes: "1 h", "1 h 30 min", "45 min".
 */

/** "1 h", "1 h 30 min", "45 min", "72 h": whole hours first, the remaining minutes after. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const HOURS_AND_MINUTES = /^(?:(\d{1,4})\s*h(?:oras?)?)?\s*(?:(\d{1,6})\s*m(?:in(?:utos?)?)?)?$/;
const CLOCK = /^(\d{1,4}):([0-5]\d)$/;

/**
 * What an administrator typed as a target, in minutes: "8 h", "1 h 30 min", "1h30m", "45 min",
 * "90 min" or "1:30". Null when it is none of these (a bare number says neither hours nor minutes).
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === '') return null;
  const clock = CLOCK.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const match = HOURS_AND_MINUTES.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}
