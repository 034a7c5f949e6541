/** A plan's allowance: calls per month and calls per minute. */
export interface Plan {
  readonly monthly: number;
  readonly perMinute: number;
}

/**
 * Plan name → plan. A Map, not an object: plan names come from outside (keys files, the marketplace's
 * subscription header, the CLI), and an object would also "have" `constructor` or `__proto__`.
 */
export type PlanTable = ReadonlyMap<string, Plan>;

/** The plans offered unless `PLANS` overrides them; the biggest allows about a million calls a month. */
export const DEFAULT_PLANS: PlanTable = new Map([
  ["basic", { monthly: 1_000, perMinute: 30 }],
  ["pro", { monthly: 50_000, perMinute: 120 }],
  ["ultra", { monthly: 250_000, perMinute: 300 }],
  ["mega", { monthly: 1_000_000, perMinute: 1_000 }],
]);

function isPlan(value: unknown): value is Plan {
  const p = value as Plan;
  return (
    typeof p === "object" &&
    p !== null &&
    Number.isInteger(p.monthly) &&
    p.monthly > 0 &&
    Number.isInteger(p.perMinute) &&
    p.perMinute > 0
  );
}

/** Reads `PLANS` (JSON: `{"name": {"monthly": n, "perMinute": n}}`), or the defaults when unset. */
export function parsePlans(raw: string | undefined): PlanTable {
  if (raw === undefined || raw.trim() === "") return DEFAULT_PLANS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('PLANS must be JSON such as {"basic":{"monthly":1000,"perMinute":30}}');
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error("PLANS must be a JSON object of plan name → { monthly, perMinute }");
  }
  const entries = Object.entries(parsed);
  if (entries.length === 0) throw new Error("PLANS must name at least one plan");
  for (const [name, plan] of entries) {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`PLANS: plan name "${name}" must be a lowercase slug`);
    if (!isPlan(plan)) throw new Error(`PLANS: plan "${name}" needs whole positive monthly and perMinute`);
  }
  return new Map(entries as [string, Plan][]);
}
