// The caches are module-private state; each module exports its clear function, and the
// optimiser is the one place that knows them all.
import { forgetStaffDepartments } from '../departments/index';
import { clearOverCapCounts } from '../tickets/index';
import { clearRequestUsers } from '../users/index';

export type InProcessCache = { name: string; clear(): void };

/**
 * Every in-process cache the server keeps. All are short-lived read caches, so dropping them
 * costs a few extra queries and is always safe.
 */
export const IN_PROCESS_CACHES: readonly InProcessCache[] = [
  { name: 'request-users', clear: clearRequestUsers },
  { name: 'staff-departments', clear: forgetStaffDepartments },
  { name: 'ticket-list-counts', clear: clearOverCapCounts },
];
