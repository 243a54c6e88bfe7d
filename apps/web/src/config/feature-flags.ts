/**
 * docs/product/app-shell.md: some admin routes and links exist only when a feature check allows
 * them. The flags live in the database (docs/feature-flags.md); these defaults (built capabilities
 * on, the others off) apply until the stored ones arrive, and are what the route table and the
 * sidebar use without them.
 */
export {
  DEFAULT_FEATURE_FLAGS as FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
} from '@atiende/contracts';
