// Which verdict kinds the content-script guard acts on in this page. A mode script sets them before the
// guard runs; both share the content scripts' isolated world.
import type { WarnKind } from "./guard-decision.ts";

export const GUARD_KINDS_GLOBAL = "entryguardGuardKinds";

/** The kinds a mode script set, or both. */
export function guardKinds(): WarnKind[] {
  const set = (globalThis as Record<string, unknown>)[GUARD_KINDS_GLOBAL];
  return Array.isArray(set) ? (set as WarnKind[]) : ["lookalike", "impersonation"];
}

/** Called by a mode script: only these kinds are guarded in this page. */
export function setGuardKinds(kinds: WarnKind[]): void {
  (globalThis as Record<string, unknown>)[GUARD_KINDS_GLOBAL] = kinds;
}
