export { healthRoutes } from './health.routes';
export type { DependencyProbe } from './dependencies';
