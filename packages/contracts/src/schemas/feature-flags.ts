import { z } from 'zod';
import { FEATURE_FLAG_KEYS } from '../constants/feature-flags';

export const featureFlagKeySchema = z.enum(FEATURE_FLAG_KEYS);

export const featureFlagsResponseSchema = z.object({
  flags: z.record(featureFlagKeySchema, z.boolean()),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;

export const updateFeatureFlagInputSchema = z.object({ enabled: z.boolean() });
export type UpdateFeatureFlagInput = z.infer<typeof updateFeatureFlagInputSchema>;

/** `/api/feature-flags/:key`. */
export const featureFlagParamsSchema = z.object({ key: featureFlagKeySchema });
