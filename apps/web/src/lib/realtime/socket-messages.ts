import { serverSocketMessageSchema, type ServerSocketMessage } from '@atiende/contracts';

/**
 * A frame from /ws/notifications, validated (docs/conventions.md#api: nothing from the network is
 * trusted); anything else is ignored. Lives in the lazily loaded socket chunk, with zod.
 */
export function parseServerMessage(data: unknown): ServerSocketMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverSocketMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** ws(s)://<API host>/ws/notifications?token=… — the API's host, in dev the Vite proxy's. */
export function realtimeSocketUrl(apiBaseUrl: string, pageUrl: string, token: string): string {
  const api = new URL(apiBaseUrl, pageUrl);
  const url = new URL('/ws/notifications', api);
  url.protocol = api.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}
