import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRACEABILITY_CACHE_MS, gitInfoSchema, type GitInfo } from '@atiende/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { changelogKeys } from './changelog-keys';

const gitInfoDataSchema = z.object({ git: gitInfoSchema });

/** GET /api/git/info (administrators and tech leads). */
export async function getGitInfo(signal?: AbortSignal): Promise<GitInfo> {
  return gitInfoDataSchema.parse(await apiRequest('/git/info', { signal })).git;
}

/** spec §9: traceability data is cached 2 minutes. */
export function gitInfoQueryOptions() {
  return queryOptions({
    queryKey: changelogKeys.gitInfo(),
    queryFn: ({ signal }) => getGitInfo(signal),
    staleTime: TRACEABILITY_CACHE_MS,
  });
}

export function useGitInfo(options: { isEnabled: boolean }) {
  return useQuery({ ...gitInfoQueryOptions(), enabled: options.isEnabled });
}
