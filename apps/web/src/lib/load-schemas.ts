import type * as schemasModule from './schemas';

type SchemasModule = typeof schemasModule;

let schemas: Promise<SchemasModule> | null = null;

/** Loads the validation chunk once; call it early (idle time) so a submit never waits for it. */
export function loadSchemas(): Promise<SchemasModule> {
  schemas ??= import('./schemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  return schemas;
}
