/**
 * The demo's dice: a seeded generator (mulberry32), so the same seed and the same "now" give the
 * same help desk, ids included, and screenshots stay stable (docs/operations.md#demo-data).
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** A random UUID (version 4 layout) drawn from this generator. */
  uuid(): string;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Lima keeps UTC−5 all year (no daylight saving time). */
const LIMA_OFFSET = -5 * HOUR;

/** The hour (0–23) and weekday (0 = Sunday) of a moment on Lima's clocks. */
export function limaClock(at: number): { hour: number; weekday: number } {
  const local = new Date(at + LIMA_OFFSET);
  return { hour: local.getUTCHours(), weekday: local.getUTCDay() };
}

/** Midnight in Lima of the day `at` falls on, as a UTC instant. */
export function limaMidnight(at: number): number {
  const local = at + LIMA_OFFSET;
  return local - (((local % DAY) + DAY) % DAY) - LIMA_OFFSET;
}

/**
 * A técnico's next working moment: a moment outside 08:00–19:00 (or on a Sunday) moves to the
 * next morning between 08:00 and 09:30. Urgent work ignores office hours.
 */
export function nextWorkingMoment(at: number, random: Random): number {
  let day = limaMidnight(at);
  const { hour, weekday } = limaClock(at);
  if (weekday !== 0 && hour >= 8 && hour < 19) return at;
  if (hour >= 19 || weekday === 0) day += DAY;
  if (limaClock(day + 12 * HOUR).weekday === 0) day += DAY;
  return day + 8 * HOUR + random.int(0, 90) * MINUTE;
}
