import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  REQUEST_TIMEOUT_MS,
  VERSION_FILE_PATH,
  versionFileSchema,
  type VersionFile,
} from '@atiende/contracts';
import { pwaKeys } from './pwa-keys';

/**
 * GET /version.json (spec §3 version file), never from a cache: the dialog shows the build that
 * is deployed now. The service worker leaves this path to the network as well.
 */
export async function getVersionFile(signal?: AbortSignal): Promise<VersionFile> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = await fetch(`${VERSION_FILE_PATH}?t=${Date.now()}`, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${VERSION_FILE_PATH}: ${response.status}`);
  return versionFileSchema.parse(await response.json());
}

export function versionFileQueryOptions() {
  return queryOptions({
    queryKey: pwaKeys.versionFile(),
    queryFn: ({ signal }) => getVersionFile(signal),
    staleTime: 0,
    retry: false,
  });
}

export function useVersionFile() {
  return useQuery(versionFileQueryOptions());
}
