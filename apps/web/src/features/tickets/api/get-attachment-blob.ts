import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { env } from '../../../config/env';
import { refreshSession } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getAccessToken } from '../../../lib/token-storage';
import { ticketKeys } from './ticket-keys';

/** An attachment's `url` as the browser can fetch it (absolute, `/api/...`, or API-relative). */
export function attachmentHref(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith(`${env.apiBaseUrl}/`)) return url;
  return `${env.apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function fetchWithToken(url: string, signal?: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  return globalThis.fetch(attachmentHref(url), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
}

/**
 * GET an attachment as a Blob with the Bearer header. The token never goes in a URL (it would
 * end up in logs and the history), so images are shown through object URLs of this blob.
 */
export async function getAttachmentBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response = await fetchWithToken(url, signal);
  if (response.status === 401 && (await refreshSession())) {
    response = await fetchWithToken(url, signal);
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      'ATTACHMENT_NOT_FOUND',
      ticketWorkspaceMessages.side.downloadFailed,
    );
  }
  return response.blob();
}

export function attachmentBlobQueryOptions(url: string) {
  return queryOptions({
    queryKey: ticketKeys.attachmentBlob(url),
    queryFn: ({ signal }) => getAttachmentBlob(url, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export function useAttachmentBlob(url: string, isEnabled: boolean) {
  return useQuery({ ...attachmentBlobQueryOptions(url), enabled: isEnabled });
}
