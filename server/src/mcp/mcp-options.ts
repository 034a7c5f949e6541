/** What the MCP endpoint reads from its environment beyond the shared app config. */
export interface McpOptions {
  /** Calls to `POST /mcp` per client per minute window. */
  readonly perMinute: number;
  /** Keyless calls to `POST /mcp` per client per day window (a key's calls count against its plan). */
  readonly keylessPerDay: number;
  /** Origins (besides the server's own public origin) whose pages may call the endpoint from a browser. */
  readonly allowedOrigins: readonly string[];
}

/** Generous enough for an assistant working through a conversation, low enough to stop a scraper. */
export const DEFAULT_MCP_PER_MINUTE = 60;

/** Ten times the keyless REST allowance: an assistant checks more links than a person, but not without end. */
export const DEFAULT_MCP_KEYLESS_PER_DAY = 1_000;

function wholeAboveZero(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return n;
}

/** An origin as browsers send it (`scheme://host[:port]`, lower case, no path), or an error naming the entry. */
function origin(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`MCP_ALLOWED_ORIGINS: "${entry}" is not an origin such as https://assistant.example`);
  }
  if (url.origin === "null" || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`MCP_ALLOWED_ORIGINS: "${entry}" is not an origin such as https://assistant.example`);
  }
  return url.origin;
}

/** Reads `MCP_PER_MINUTE` (default 60), `MCP_KEYLESS_PER_DAY` (default 1000) and `MCP_ALLOWED_ORIGINS`. */
export function loadMcpOptions(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
): McpOptions {
  return {
    perMinute: wholeAboveZero(env, "MCP_PER_MINUTE", DEFAULT_MCP_PER_MINUTE),
    keylessPerDay: wholeAboveZero(env, "MCP_KEYLESS_PER_DAY", DEFAULT_MCP_KEYLESS_PER_DAY),
    allowedOrigins: (env.MCP_ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "")
      .map(origin),
  };
}
