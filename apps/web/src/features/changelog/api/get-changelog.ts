import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CHANGELOG_CACHE_MS,
  CHANGELOG_FILE_PATH,
  parseChangelog,
  type ChangelogRelease,
} from '@atiende/contracts';
import { changelogKeys } from './changelog-keys';
import { fetchStaticFile } from '../../../lib/fetch-static-file';

/** GET /CHANGELOG.md (docs/product/help-and-pwa.md), parsed into releases. */
export async function getChangelog(signal?: AbortSignal): Promise<ChangelogRelease[]> {
  const response = await fetchStaticFile(CHANGELOG_FILE_PATH, {
    signal,
    accept: 'text/markdown, text/plain',
  });
  return parseChangelog(await response.text());
}

/** docs/product/help-and-pwa.md: the changelog is cached 5 minutes. */
export function changelogQueryOptions() {
  return queryOptions({
    queryKey: changelogKeys.file(),
    queryFn: ({ signal }) => getChangelog(signal),
    staleTime: CHANGELOG_CACHE_MS,
  });
}

export function useChangelog() {
  return useQuery(changelogQueryOptions());
}
