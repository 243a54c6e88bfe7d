/** The header's pause button (docs/schedules.md#pantallas), composed by the app's header. */
export { PauseButton } from './components/pause-button';
