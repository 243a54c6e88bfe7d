import type { Config } from '../config';
import type { Db } from '../db/client';

/**
 * What app.ts hands every module plugin. The rest a module needs comes from the platform's
 * decorators (`app.events`, `app.mailer`, `app.revocations` …) or from another module's index.ts.
 */
export type ModuleOptions = { config: Config; db: Db };
