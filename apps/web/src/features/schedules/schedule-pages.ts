/**
 * The team-time pages (docs/schedules.md#pantallas), one lazy chunk: Mis Horarios, Horarios de
 * Almuerzo, Horarios del equipo and Recordatorios de pausas.
 */
export { LunchSchedulePage } from './components/lunch-schedule-page';
export { MySchedulesPage } from './components/my-schedules-page';
export { TeamSchedulesPage } from './components/team-schedules-page';
export { BreakRemindersPage } from './components/break-reminders-page';
