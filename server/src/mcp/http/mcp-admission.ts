import type { Context } from "hono";
import { resolveCaller } from "../../access/caller.ts";
import { callerLimits } from "../../access/caller-limits.ts";
import type { AppDeps } from "../../app/app-deps.ts";
import { KeyStoreUnavailableError } from "../../keys/key-store-unavailable.ts";
import { hitAll } from "../../limits/hit-all.ts";
import { rateLimitHeaderValues, resetSeconds } from "../../limits/rate-limit-headers.ts";
import type { RatePolicy } from "../../limits/rate-limiter.ts";
import { JSON_RPC, type JsonRpcId, jsonRpcError } from "./json-rpc-error.ts";

export type McpAdmission =
  | { readonly ok: true; readonly headers: Record<string, string> }
  | { readonly ok: false; readonly response: Response };

/**
 * Counts a POST's calls (every request in a batch, at least one) against the caller's limits: with an API
 * key (the same headers as REST) its plan's, shared with its REST calls; without one, the keyless MCP
 * limits per client (`keyless`: a minute and a day). A key that is not accepted is refused, never served
 * as keyless.
 */
export async function admitMcp(
  c: Context,
  deps: AppDeps,
  keyless: readonly RatePolicy[],
  calls: number,
  id: JsonRpcId,
): Promise<McpAdmission> {
  let caller: ReturnType<typeof resolveCaller>;
  try {
    caller = resolveCaller(c, deps);
  } catch (error) {
    if (!(error instanceof KeyStoreUnavailableError)) throw error;
    // An MCP client reads JSON-RPC errors, not problem documents: the same 503, in its own words.
    return {
      ok: false,
      response: jsonRpcError(503, JSON_RPC.keyStoreUnavailable, error.message, {
        id,
        headers: { "Retry-After": "1" },
      }),
    };
  }
  if (caller.kind === "refused") {
    return {
      ok: false,
      response: jsonRpcError(
        401,
        JSON_RPC.unauthorized,
        "Unauthorized: the API key sent is not accepted. Send a valid key in X-API-Key or Authorization: Bearer, or none.",
        { id },
      ),
    };
  }
  const { policies, counted } = callerLimits(c, deps, caller, keyless);
  let decision = await hitAll(deps.limiter, policies, counted);
  for (let i = 1; i < calls && decision.allowed; i++)
    decision = await hitAll(deps.limiter, policies, counted);
  const headers = rateLimitHeaderValues(decision);
  if (decision.allowed) return { ok: true, headers };
  const retryAfter = resetSeconds(decision);
  const whose = caller.kind === "key" ? "your plan's limit" : "the keyless MCP limit";
  return {
    ok: false,
    response: jsonRpcError(
      429,
      JSON_RPC.rateLimited,
      `Rate limit reached: ${whose} of ${decision.limit} calls. Retry in ${retryAfter} s.`,
      {
        id,
        data: { retry_after: retryAfter, limit: decision.limit },
        headers: { ...headers, "Retry-After": String(retryAfter) },
      },
    ),
  };
}
