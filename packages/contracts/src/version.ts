import { z } from 'zod';
import { successEnvelope } from './schemas/api';

/**
 * Build identity, the version check and the protection checkpoints (docs/product/help-and-pwa.md
 * version file and protection checkpoint, docs/product/help-and-pwa.md protection status and
 * version check, limits). Pure and shared.
 */

// The plain constants live apart from the schemas below, so a page that only needs a path builds
// no schema (docs/performance.md#public-form-schemas).
export * from './constants/version-files';

/**
 * docs/product/help-and-pwa.md version file: buildHash and version, plus when and from which commit
 * it was built.
 */
export const versionFileSchema = z.object({
  buildHash: z.string().min(1),
  version: z.string().min(1),
  builtAt: z.string().optional(),
  commit: z.string().nullable().optional(),
  branch: z.string().nullable().optional(),
});
export type VersionFile = z.infer<typeof versionFileSchema>;

/** GET /api/git/info: the commit the server runs, read once at start (or from the build). */
export const gitInfoSchema = z.object({
  isAvailable: z.boolean(),
  /** Where the data came from: the repository's .git, the build's version.json, or nothing. */
  source: z.enum(['repository', 'build', 'none']),
  commit: z.string().nullable(),
  shortCommit: z.string().nullable(),
  branch: z.string().nullable(),
  committedAt: z.string().nullable(),
  subject: z.string().nullable(),
  version: z.string(),
});
export type GitInfo = z.infer<typeof gitInfoSchema>;
/** GET /api/git/info: `data`, and the whole answer with its envelope. */
export const gitInfoDataSchema = z.object({ git: gitInfoSchema });
export const gitInfoResponseSchema = successEnvelope(gitInfoDataSchema);

export type VersionCheckDecision =
  | { kind: 'baseline'; buildHash: string }
  | { kind: 'unchanged' }
  | { kind: 'new-build'; from: string; to: string; version: string };

/**
 * docs/product/help-and-pwa.md version check: the first answer is the running build; a different
 * buildHash later means a new build was deployed and the page must reload.
 */
export function decideVersionCheck(
  knownBuildHash: string | null,
  fetched: VersionFile,
): VersionCheckDecision {
  if (knownBuildHash === null) return { kind: 'baseline', buildHash: fetched.buildHash };
  if (fetched.buildHash === knownBuildHash) return { kind: 'unchanged' };
  return {
    kind: 'new-build',
    from: knownBuildHash,
    to: fetched.buildHash,
    version: fetched.version,
  };
}

/**
 * docs/product/help-and-pwa.md: the latest 100 checkpoints are kept; warning when the latest is 15
 * min old.
 */
export const PROTECTION_CHECKPOINTS_MAX = 100;
export const PROTECTION_STALE_AFTER_MS = 15 * 60_000;
export const PROTECTION_STORAGE_KEY = 'atiende:protection-checkpoints';

export const PROTECTION_CHECKPOINT_STATUSES = ['success', 'warning', 'rolled_back'] as const;
export const PROTECTION_CHECKPOINT_TYPES = ['session-start', 'version-check', 'new-build'] as const;

export const protectionCheckpointSchema = z.object({
  id: z.string().min(1),
  /** ISO 8601. */
  timestamp: z.string().min(1),
  type: z.enum(PROTECTION_CHECKPOINT_TYPES),
  description: z.string(),
  status: z.enum(PROTECTION_CHECKPOINT_STATUSES),
});
export type ProtectionCheckpoint = z.infer<typeof protectionCheckpointSchema>;

/** Reads stored checkpoints, dropping anything malformed (storage is user-editable). */
export function parseCheckpoints(stored: string | null): ProtectionCheckpoint[] {
  if (!stored) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = protectionCheckpointSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Adds a checkpoint at the end, keeping only the latest 100. */
export function appendCheckpoint(
  checkpoints: readonly ProtectionCheckpoint[],
  checkpoint: ProtectionCheckpoint,
  max = PROTECTION_CHECKPOINTS_MAX,
): ProtectionCheckpoint[] {
  return [...checkpoints, checkpoint].slice(-max);
}

export type ProtectionLevel = 'protected' | 'warning';
export interface ProtectionStatus {
  level: ProtectionLevel;
  latest: ProtectionCheckpoint | null;
  /** Milliseconds since the latest checkpoint (null without one). */
  ageMs: number | null;
}

/**
 * docs/product/help-and-pwa.md: warning if the latest checkpoint is older than 15 minutes. No
 * checkpoint at all, or an unreadable time, is a warning too: there is nothing recent to trust.
 */
export function protectionStatus(
  checkpoints: readonly ProtectionCheckpoint[],
  now: number,
  staleAfterMs = PROTECTION_STALE_AFTER_MS,
): ProtectionStatus {
  let latest: ProtectionCheckpoint | null = null;
  let latestAt = Number.NEGATIVE_INFINITY;
  for (const checkpoint of checkpoints) {
    const at = Date.parse(checkpoint.timestamp);
    if (!Number.isNaN(at) && at >= latestAt) {
      latest = checkpoint;
      latestAt = at;
    }
  }
  if (!latest) return { level: 'warning', latest: null, ageMs: null };
  const ageMs = Math.max(0, now - latestAt);
  return { level: ageMs > staleAfterMs ? 'warning' : 'protected', latest, ageMs };
}
