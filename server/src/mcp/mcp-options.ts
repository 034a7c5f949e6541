/** What the MCP endpoint reads from its environment beyond the shared app config. */
export interface McpOptions {
  /** Calls to `POST /mcp` per client per minute window. */
  readonly perMinute: number;
}

/** Generous enough for an assistant working through a conversation, low enough to stop a scraper. */
export const DEFAULT_MCP_PER_MINUTE = 60;

/** Reads `MCP_PER_MINUTE` (default 60). */
export function loadMcpOptions(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
): McpOptions {
  const raw = env.MCP_PER_MINUTE;
  if (raw === undefined || raw === "") return { perMinute: DEFAULT_MCP_PER_MINUTE };
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`MCP_PER_MINUTE must be a whole number above 0, got "${raw}"`);
  return { perMinute: n };
}
