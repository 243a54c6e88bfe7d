import { lazy } from 'react';

/**
 * The header's pause button (docs/schedules.md#pantallas), composed by the app's header. Loaded
 * only for the roles that pause, after the page's first paint: its texts, timer and queries are
 * nobody else's download (docs/performance.md, tenth pass).
 */
export { canPause } from './lib/can-pause';
export const PauseButton = lazy(() =>
  import('./components/pause-button').then((module) => ({ default: module.PauseButton })),
);
