import type { RateDecision } from "../limits/rate-limiter.ts";
import type { Caller } from "./caller.ts";

/** A caller the access middleware let through: nobody in particular, or a key holder. */
export type AdmittedCaller = Exclude<Caller, { kind: "refused" }>;

/** What `require-key` and `rate-limit` leave on the context for the handler. */
export interface AccessEnv {
  Variables: {
    caller: AdmittedCaller;
    limit: RateDecision;
  };
}
