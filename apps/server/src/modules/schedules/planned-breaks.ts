/**
 * Planned breaks (docs/schedules.md#availability): which break policy applies to a técnico and
 * where its breaks fall in a shift instance. Pure.
 */

export type BreakPolicyFacts = {
  id: string;
  name: string;
  departmentId: string | null;
  everyMinutes: number;
  breakMinutes: number;
};

const MINUTE_MS = 60_000;

/**
 * A department's policy wins over the general one for its members; a técnico in several
 * departments with policies takes the first department by name. `departments` comes sorted by
 * name; `policies` sorted by name.
 */
export function policyFor(
  policies: readonly BreakPolicyFacts[],
  departments: readonly { departmentId: string }[],
): BreakPolicyFacts | null {
  for (const department of departments) {
    const policy = policies.find((each) => each.departmentId === department.departmentId);
    if (policy) return policy;
  }
  return policies.find((each) => each.departmentId === null) ?? null;
}

/**
 * The breaks of one shift instance: every `everyMinutes` from its start, each `breakMinutes`
 * long and ending inside the shift; one that would fall in the lunch moves to the lunch's end.
 */
export function plannedBreaks(
  shift: { startsAt: Date; endsAt: Date },
  policy: Pick<BreakPolicyFacts, 'everyMinutes' | 'breakMinutes'>,
  lunch: { startsAt: Date; endsAt: Date } | null,
): Array<{ startsAt: Date; endsAt: Date; minutes: number }> {
  const breaks: Array<{ startsAt: Date; endsAt: Date; minutes: number }> = [];
  const length = policy.breakMinutes * MINUTE_MS;
  for (
    let due = shift.startsAt.getTime() + policy.everyMinutes * MINUTE_MS;
    due + length <= shift.endsAt.getTime();
    due += policy.everyMinutes * MINUTE_MS
  ) {
    let start = due;
    if (lunch && start < lunch.endsAt.getTime() && start + length > lunch.startsAt.getTime())
      start = lunch.endsAt.getTime();
    if (start + length > shift.endsAt.getTime()) continue;
    breaks.push({
      startsAt: new Date(start),
      endsAt: new Date(start + length),
      minutes: policy.breakMinutes,
    });
  }
  return breaks;
}
