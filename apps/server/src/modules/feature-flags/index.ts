export { featureFlagsRoutes } from './feature-flags.routes';
export { createFeatureFlagsService, type FeatureFlagsService } from './feature-flags.service';
