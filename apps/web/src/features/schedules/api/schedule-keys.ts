/** One key factory for the feature (docs/conventions.md#web-data-layer). */
export const scheduleKeys = {
  all: ['schedules'] as const,
  mine: (from: string, to: string) => [...scheduleKeys.all, 'me', from, to] as const,
  team: () => [...scheduleKeys.all, 'team'] as const,
  teamRange: (departmentId: string, from: string, to: string) =>
    [...scheduleKeys.team(), departmentId, from, to] as const,
  departmentSettings: (departmentId: string) =>
    [...scheduleKeys.all, 'department-settings', departmentId] as const,
  lunchRota: (departmentId: string) => [...scheduleKeys.all, 'lunch-rota', departmentId] as const,
  availability: () => [...scheduleKeys.all, 'availability'] as const,
  adherence: () => [...scheduleKeys.all, 'adherence'] as const,
  adherenceRange: (from: string, to: string, userId: string | null) =>
    [...scheduleKeys.adherence(), from, to, userId] as const,
  currentPause: () => [...scheduleKeys.all, 'pause'] as const,
  breakPolicies: () => ['break-policies'] as const,
};
