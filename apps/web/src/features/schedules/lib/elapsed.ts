/**
 * The header's running pause timer (docs/schedules.md#pantallas): minutes and seconds, "04:12",
 * and from the first hour on hours too, "1:04:12". Never negative (a clock a little behind the
 * server's shows 00:00, not "-0:03").
 */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours === 0 ? mmss : `${hours}:${mmss}`;
}

/** The timer from a pause's start to `now`. */
export function elapsedSince(startedAt: string | Date, now: Date): string {
  return formatElapsed(now.getTime() - new Date(startedAt).getTime());
}

/** Whether a pause has run past its planned length (the timer says so in words, not colour). */
export function isOverPlanned(
  startedAt: string | Date,
  plannedMinutes: number,
  now: Date,
): boolean {
  return now.getTime() - new Date(startedAt).getTime() > plannedMinutes * 60_000;
}
