import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRACEABILITY_CACHE_MS, gitInfoDataSchema, type GitInfo } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { changelogKeys } from './changelog-keys';

/** GET /api/git/info (administrators and tech leads). */
export async function getGitInfo(signal?: AbortSignal): Promise<GitInfo> {
  return (await apiGet('/git/info', gitInfoDataSchema, { signal })).git;
}

/** docs/product/help-and-pwa.md: traceability data is cached 2 minutes. */
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
