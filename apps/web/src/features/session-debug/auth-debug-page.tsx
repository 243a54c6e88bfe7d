import { useEffect, useState } from 'react';
import {
  REQUEST_HEADERS,
  ROLE_LABELS,
  ROLES,
  authDebugMessages,
  type Role,
  type User,
} from '@atiende/contracts';
import { requestUserIdHeader } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { getSessionId } from '../../lib/session-id';
import { getAccessToken } from '../../lib/token-storage';
import { minutesLeft, readTokenClaims } from './token-claims';

const text = authDebugMessages;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 font-mono text-xs break-all text-ink sm:text-sm">{value}</dd>
    </div>
  );
}

/** The token is re-read every 30 s: the API client renews it in the background. */
function useTokenClaims() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return { claims: readTokenClaims(getAccessToken()), hasToken: getAccessToken() !== null, now };
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/**
 * /auth-debug (docs/conventions.md#security: administrators): the access token's public claims and
 * expiry, and the headers every call carries — never the token itself.
 */
export function AuthDebugPage({ viewer }: { viewer: User }) {
  const { claims, hasToken, now } = useTokenClaims();
  if (viewer.role !== 'ADMIN') {
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
        <p className="mt-2 text-muted">{text.adminsOnly}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
        <p className="mt-1 text-muted">{text.intro}</p>
      </div>
      <section aria-labelledby="debug-token" className="rounded-lg border border-line bg-white p-4">
        <h2 id="debug-token" className="text-lg font-semibold text-ink">
          {text.token.heading}
        </h2>
        {!hasToken ? (
          <p className="mt-2 text-muted">{text.token.none}</p>
        ) : !claims ? (
          <p className="mt-2 text-muted">{text.token.unreadable}</p>
        ) : (
          <dl className="mt-2 divide-y divide-line text-sm">
            <Row label={text.token.userId} value={claims.sub ?? '—'} />
            <Row
              label={text.token.role}
              value={isRole(claims.role) ? `${ROLE_LABELS[claims.role]} (${claims.role})` : '—'}
            />
            <Row label={text.token.sessionId} value={claims.sid ?? '—'} />
            <Row
              label={text.token.issuedAt}
              value={claims.iat ? formatDateTime(new Date(claims.iat * 1000)) : '—'}
            />
            <Row
              label={text.token.expiresAt}
              value={
                claims.exp
                  ? `${formatDateTime(new Date(claims.exp * 1000))} · ${text.token.remaining(minutesLeft(claims.exp, now))}`
                  : '—'
              }
            />
          </dl>
        )}
      </section>
      <section
        aria-labelledby="debug-headers"
        className="rounded-lg border border-line bg-white p-4"
      >
        <h2 id="debug-headers" className="text-lg font-semibold text-ink">
          {text.headers.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.headers.intro}</p>
        <dl className="mt-2 divide-y divide-line text-sm">
          <Row label="Authorization" value={text.headers.authorization} />
          <Row label={REQUEST_HEADERS.sessionId} value={getSessionId(viewer.id)} />
          <Row label={REQUEST_HEADERS.requestId} value={text.headers.perRequest} />
          <Row label={REQUEST_HEADERS.userId} value={requestUserIdHeader()} />
          <Row label={REQUEST_HEADERS.clientTimestamp} value={text.headers.now} />
        </dl>
      </section>
    </div>
  );
}
