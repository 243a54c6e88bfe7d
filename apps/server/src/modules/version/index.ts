export { versionRoutes, type VersionRoutesOptions } from './version.routes';
export { findRepositoryRoot } from './repository-files';
