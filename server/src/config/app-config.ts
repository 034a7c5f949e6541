/** Everything the server reads from its environment, with the defaults `npm start` uses. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Base of the public registry pages, used for `source` and `attribution` links. */
  readonly publicBaseUrl: string;
  /** Honour X-Forwarded-For (right-most untrusted entry) for client identity. */
  readonly trustProxy: boolean;
  /** Shared rate-limit store; in memory when unset. */
  readonly redisUrl: string | undefined;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** Reads the configuration from environment variables (documented in README and .env.example). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const port = integer(env.PORT, 8787, "PORT");
  const host = env.HOST ?? "127.0.0.1";
  return {
    port,
    host,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    redisUrl: env.REDIS_URL || undefined,
  };
}
