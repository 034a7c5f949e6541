/** A named limit: at most `limit` hits per `windowMs` for one client. */
export interface RatePolicy {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Milliseconds until this window resets. */
  readonly resetMs: number;
  /** Every policy the call was checked against, with its own decision when it was counted (see hitAll). */
  readonly policies?: readonly { readonly policy: RatePolicy; readonly decision?: RateDecision }[];
}

/**
 * Counts hits per client and policy. REST, MCP and the pages share one limiter, so a shared store (Redis)
 * limits a client across every face and every instance.
 */
export interface RateLimiter {
  hit(policy: RatePolicy, clientKey: string): Promise<RateDecision>;
  close?(): Promise<void>;
  /** Which store counts right now: `memory`, `redis`, or `local-fallback` while Redis is unreachable. */
  state?(): string;
}
