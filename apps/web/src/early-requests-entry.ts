// The early requests' script (docs/performance.md#early-requests), built on its own by
// vite.early.config.ts: the server puts it in the HTML of app/early-request-pages.ts's pages.
import { startEarlyRequests } from './app/early-requests';

startEarlyRequests(window.location);
