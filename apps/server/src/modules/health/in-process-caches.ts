// The caches are module-private state; these clear functions are their only outside entry,
// imported here directly so the optimiser is the one place that knows them all.
import { forgetStaffDepartments } from '../departments/staff-departments-cache';
import { clearOverCapCounts } from '../tickets/list-count-cache';
import { clearRequestUsers } from '../users/users.repository';

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
