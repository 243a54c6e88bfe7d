import type { DashboardOverview } from '@atiende/contracts/dashboard';

/**
 * docs/dashboards.md "Empty states": what a new installation still lacks, read from the panel's
 * own answer.
 */
export interface SetupSteps {
  hasDepartment: boolean;
  hasTeam: boolean;
  hasTickets: boolean;
}

export function setupStepsOf(data: DashboardOverview): SetupSteps {
  return {
    hasDepartment: data.departments.length > 0,
    hasTeam: data.load.length > 0,
    hasTickets: data.backlog.open > 0 || data.totals.created > 0 || data.totals.resolved > 0,
  };
}

/** Shown to an administrator until there is a department and someone to work in it. */
export function isNewInstallation(steps: SetupSteps): boolean {
  return !steps.hasDepartment || !steps.hasTeam;
}
