/**
 * The team-time pages (docs/schedules.md#pantallas), one lazy chunk: Mis Horarios, Horarios de
 * Almuerzo and Horarios del equipo.
 */
export { LunchSchedulePage } from './components/lunch-schedule-page';
export { MySchedulesPage } from './components/my-schedules-page';
export { TeamSchedulesPage } from './components/team-schedules-page';
