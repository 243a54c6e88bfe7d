/**
 * Sessions ended (logout, password change, deactivation) while their access tokens may still be
 * unexpired. Kept in memory so the auth guard spends no query per request
 * (docs/conventions.md#security); loaded at start for the last access-token lifetime and fed on
 * every revocation.
 */
export class SessionRevocations {
  private readonly revokedUntil = new Map<string, number>();
  private readonly listeners = new Set<(sessionId: string, revokedAt: Date) => void>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  add(sessionId: string, revokedAt: Date = new Date(this.now())): void {
    const until = revokedAt.getTime() + this.ttlMs;
    if (until > this.now()) this.revokedUntil.set(sessionId, until);
    this.prune();
    // The real-time socket closes the session's sockets and tells the other instances.
    for (const listener of this.listeners) listener(sessionId, revokedAt);
  }

  /** Called on every revocation, after it is recorded. Returns the unsubscribe. */
  onRevoke(listener: (sessionId: string, revokedAt: Date) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  has(sessionId: string): boolean {
    const until = this.revokedUntil.get(sessionId);
    if (until === undefined) return false;
    if (until <= this.now()) {
      this.revokedUntil.delete(sessionId);
      return false;
    }
    return true;
  }

  private prune(): void {
    if (this.revokedUntil.size < 10_000) return;
    const now = this.now();
    for (const [id, until] of this.revokedUntil) if (until <= now) this.revokedUntil.delete(id);
  }
}
