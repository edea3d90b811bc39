/**
 * A circuit breaker for one model endpoint: after `failures` failures in a row (errors or timeouts)
 * it opens and the endpoint is skipped for `cooldownMs`; then one request probes it: a success
 * closes the breaker, a failure opens it again. A 429/503's Retry-After opens it for that long at once.
 */
export class CircuitBreaker {
  private failuresInRow = 0;
  private openUntil = 0;
  private probing = false;

  private readonly failures: number;
  private readonly cooldownMs: number;
  private readonly now: () => number;

  constructor(failures: number, cooldownMs: number, now: () => number = Date.now) {
    this.failures = failures;
    this.cooldownMs = cooldownMs;
    this.now = now;
  }

  /** Whether a request may go to the endpoint now (taking the probe's place when the cool-down is over). */
  allow(): boolean {
    if (this.openUntil === 0) return true;
    if (this.now() < this.openUntil || this.probing) return false;
    this.probing = true;
    return true;
  }

  /** Open: requests are skipped (the probe in flight aside). */
  get open(): boolean {
    return this.openUntil !== 0;
  }

  succeeded(): void {
    this.failuresInRow = 0;
    this.openUntil = 0;
    this.probing = false;
  }

  failed(retryAfterMs?: number): void {
    this.failuresInRow++;
    const wasProbe = this.probing;
    this.probing = false;
    if (retryAfterMs !== undefined) this.openUntil = this.now() + Math.max(retryAfterMs, 1);
    else if (wasProbe || this.failuresInRow >= this.failures) this.openUntil = this.now() + this.cooldownMs;
  }
}
