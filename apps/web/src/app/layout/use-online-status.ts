// Moved to lib/ so features (the web-app dialog) read the same state as the status bar.
export { useOnlineStatus } from '../../lib/use-online-status';
