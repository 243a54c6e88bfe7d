import { queryOptions, useQuery } from '@tanstack/react-query';
import { VERSION_FILE_PATH, versionFileSchema, type VersionFile } from '@atiende/contracts';
import { changelogKeys } from './changelog-keys';
import { fetchStaticFile } from './fetch-static-file';

/** GET /version.json with a timestamp query and no cache (spec §7). */
export async function getVersionFile(signal?: AbortSignal): Promise<VersionFile> {
  const response = await fetchStaticFile(`${VERSION_FILE_PATH}?t=${Date.now()}`, {
    signal,
    accept: 'application/json',
    noStore: true,
  });
  return versionFileSchema.parse(await response.json());
}

/** The build file as information (development control); the poller calls getVersionFile. */
export function versionFileQueryOptions() {
  return queryOptions({
    queryKey: changelogKeys.versionFile(),
    queryFn: ({ signal }) => getVersionFile(signal),
    staleTime: 0,
  });
}

export function useVersionFile() {
  return useQuery(versionFileQueryOptions());
}
