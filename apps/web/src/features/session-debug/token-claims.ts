/** The public part of a JWT (its payload), read without checking the signature: for display only. */
export interface TokenClaims {
  sub?: string;
  role?: string;
  sid?: string;
  iat?: number;
  exp?: number;
}

export function readTokenClaims(token: string | null): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(
        atob(base64),
        (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ).join(''),
    );
    const claims = JSON.parse(json) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Whole minutes until `exp` (seconds since the epoch); negative once expired. */
export function minutesLeft(exp: number, now: number = Date.now()): number {
  return Math.floor((exp * 1000 - now) / 60_000);
}
