import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../config/env';
import { apiDownload } from './api-client';

/**
 * A user's photo as a Blob. `user.avatar` is `/api/users/{id}/avatar?v=…`: the file needs the
 * Bearer token, which never goes in a URL, so images are shown through object URLs of this
 * blob. The `?v=` changes with each photo, so a cached blob never goes stale, and the server
 * lets the browser keep the file for a year under it.
 */
export const avatarKeys = {
  image: (url: string) => ['avatar-image', url] as const,
};

/** The API path of an avatar URL (apiDownload adds the base URL itself). */
export function avatarApiPath(url: string): string {
  const pathname = new URL(url, 'http://atiende.invalid').pathname;
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const base = new URL(env.apiBaseUrl, 'http://atiende.invalid').pathname.replace(/\/$/, '');
  const path = base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  return `${path}${search}`;
}

export function avatarImageQueryOptions(url: string) {
  return queryOptions({
    queryKey: avatarKeys.image(url),
    queryFn: () => apiDownload(avatarApiPath(url)),
    staleTime: Infinity,
    retry: false,
  });
}

export function useAvatarImage(url: string | null) {
  return useQuery({ ...avatarImageQueryOptions(url ?? ''), enabled: url !== null });
}
