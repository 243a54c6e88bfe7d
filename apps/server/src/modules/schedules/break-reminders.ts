/**
 * When a técnico's break reminders fall due in one shift instance (docs/schedules.md#pausas-y-recordatorios).
 * Pure: instants in, instants out; the job (`break-reminders.job.ts`) reads the shift instance, the
 * lunch slot and the breaks taken, and sends the latest due instant once.
 *
 * - The first reminder is `every` minutes after the shift starts; a break taken restarts the
 *   count from its end, and a reminder sent restarts it from its own instant (so a técnico who
 *   ignores one is reminded again `every` minutes later).
 * - A reminder that would fall inside the lunch slot is moved to the slot's end.
 * - Nothing at or after the shift's end: instances are absolute, so a shift that crosses
 *   midnight needs nothing special.
 */

export type Interval = { start: Date; end: Date };

export type BreakReminderPlan = {
  /** The shift instance, [start, end). */
  shift: Interval;
  /** The lunch slot of that instance, if any. */
  lunch: Interval | null;
  everyMinutes: number;
  /** Breaks recorded in the instance; `end` null while one is running. */
  breaks: ReadonlyArray<{ start: Date; end: Date | null }>;
};

const MINUTE_MS = 60_000;

/** Every due instant of the instance, in order. A running break stops the series at its start. */
export function breakReminderInstants(plan: BreakReminderPlan): Date[] {
  const { shift, lunch, everyMinutes } = plan;
  if (everyMinutes <= 0) return [];
  const breaks = [...plan.breaks].sort((a, b) => a.start.getTime() - b.start.getTime());
  const due: Date[] = [];
  let base = shift.start.getTime();
  let next = 0; // index of the first break not yet looked at
  for (;;) {
    let candidate = base + everyMinutes * MINUTE_MS;
    // A break that started before the candidate restarts the count from its end.
    const taken = breaks[next];
    if (taken && taken.start.getTime() < candidate) {
      if (!taken.end) return due;
      base = Math.max(base, taken.end.getTime());
      next += 1;
      continue;
    }
    if (lunch && candidate >= lunch.start.getTime() && candidate < lunch.end.getTime()) {
      candidate = lunch.end.getTime();
    }
    if (candidate >= shift.end.getTime()) return due;
    due.push(new Date(candidate));
    base = candidate;
  }
}

/** The latest due instant at or before `now`, the one a reminder is sent for; null when none. */
export function dueBreakReminder(plan: BreakReminderPlan, now: Date): Date | null {
  const passed = breakReminderInstants(plan).filter((instant) => instant <= now);
  return passed.at(-1) ?? null;
}

/**
 * The lunch reminder: the slot's start, once it has come, while the slot lasts and no lunch was
 * recorded in the instance; null otherwise.
 */
export function dueLunchReminder(
  lunch: Interval | null,
  lunchTaken: boolean,
  now: Date,
): Date | null {
  if (!lunch || lunchTaken) return null;
  return lunch.start <= now && now < lunch.end ? lunch.start : null;
}
