import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { departmentSchedulesRoutes } from './department-schedules.routes';
import { createLunchRotaService } from './lunch-rota.service';
import { registerPausesAndBreaks } from './pauses.plugin';
import { createScheduleViewsService } from './schedule-views.service';
import { schedulesRoutes } from './schedules.routes';
import { createSchedulesService } from './schedules.service';

/**
 * Team time (docs/schedules.md): weekly patterns and exceptions, holidays from an SLA calendar,
 * lunch rota and coverage, and each técnico's availability.
 */
export const schedulesModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const service = createSchedulesService({ db });
  await app.register(schedulesRoutes, { service, views: createScheduleViewsService({ db }) });
  await app.register(departmentSchedulesRoutes, { service, rota: createLunchRotaService({ db }) });
  // Pauses, break policies, their reminders and the adherence figures (docs/schedules.md).
  await registerPausesAndBreaks(app, { db });
};

/** docs/schedules.md#asignación-automática: registered apart, at the app's root. */
export { autoAssignModule } from './auto-assign';

/**
 * docs/schedules.md#availability: each técnico's state at an instant, batched (automatic
 * assignment, pauses, the users' picker).
 */
export { availabilityOf, availabilityAt, type Availability, type OpenPause } from './availability';
/** Shift instances of many people at once, and the pure planning under them. */
export { loadPlans, loadHolidays } from './schedule-loader';
export {
  addDays,
  datesBetween,
  planShifts,
  shiftAt,
  weekdayOfDate,
  type PlannedShift,
  type WeeklyShift,
} from './shift-plan';
/** The break policy of a técnico and where its breaks fall in a shift. */
export { plannedBreaks, policyFor, type BreakPolicyFacts } from './planned-breaks';
export { type Caller as ScheduleCaller, checkScheduledPerson } from './schedules-access';
/**
 * docs/schedules.md#cumplimiento-y-productividad: the adherence figures of chosen people, the
 * people a set of departments holds, and the schedule they are computed from (the team-time
 * reports, docs/reports.md#productivity).
 */
export { adherenceOfPeople } from './adherence.service';
export {
  findPeople as findTeamTimePeople,
  type Person as TeamTimePerson,
} from './adherence.repository';
export { loadScheduleDays } from './break-shift-facts';
