/**
 * Which pages may open the socket (docs/realtime.md "Who may connect"): a browser always sends
 * `Origin` on a WebSocket handshake, and a page of another site must not open one with the
 * user's ambient credentials (cross-site WebSocket hijacking). Allowed:
 *
 * - the origin of PUBLIC_URL and each origin in CORS_ORIGINS;
 * - a page served by the host it connects to (`Origin`'s host and port equal the request's
 *   `Host`): the web app this server serves, and the Vite dev server's proxy, which keeps the
 *   browser's `Host`;
 * - no `Origin` at all: only non-browser clients (tests, `npm run bench`, monitoring) omit it,
 *   and they hold their own single-use ticket, so there is no page to take it from.
 */
export type SocketOriginCheck = (origin: string | undefined, host: string | undefined) => boolean;

/** `scheme://host[:port]`, lower-case, without a default port; undefined when not a URL. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export function createSocketOriginCheck(config: {
  publicUrl: string;
  corsOrigins: readonly string[];
}): SocketOriginCheck {
  const allowed = new Set(
    [config.publicUrl, ...config.corsOrigins]
      .map(originOf)
      .filter((origin): origin is string => origin !== undefined),
  );
  return (origin, host) => {
    if (origin === undefined) return true;
    const normalised = originOf(origin);
    if (!normalised) return false;
    if (allowed.has(normalised)) return true;
    return host !== undefined && new URL(normalised).host === host.toLowerCase();
  };
}
