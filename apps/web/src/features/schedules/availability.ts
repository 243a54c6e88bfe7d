/** The dashboards' availability panel, its own small chunk (docs/schedules.md#pantallas). */
export { AvailabilityPanel } from './components/availability-panel';
