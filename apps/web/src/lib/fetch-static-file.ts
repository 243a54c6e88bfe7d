import { REQUEST_TIMEOUT_MS } from '@atiende/contracts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

/**
 * GET of a file served beside the app, not under /api (/CHANGELOG.md, /version.json). No answer
 * or a non-2xx answer is an ApiError, like any failed call.
 */
export async function fetchStaticFile(
  url: string,
  options: { signal?: AbortSignal; accept: string; noStore?: boolean },
): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      headers: options.noStore
        ? { Accept: options.accept, 'Cache-Control': 'no-cache' }
        : { Accept: options.accept },
      cache: options.noStore ? 'no-store' : 'default',
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const code = timeout.aborted ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network;
    throw new ApiError(0, code, url);
  }
  if (!response.ok) throw new ApiError(response.status, CLIENT_ERROR_CODES.network, url);
  return response;
}
