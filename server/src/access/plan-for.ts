import type { Plan, PlanTable } from "../config/plans.ts";

/**
 * The plan a caller is on. A plan name the table does not know (a marketplace tier added later, a plan
 * removed from `PLANS`) gets the smallest plan rather than an error, so a paying caller is never shut out.
 */
export function planFor(name: string, plans: PlanTable): { name: string; plan: Plan } {
  const known = plans.get(name);
  if (known) return { name, plan: known };
  const [smallest, plan] = [...plans].sort((a, b) => a[1].monthly - b[1].monthly)[0] as [string, Plan];
  return { name: smallest, plan };
}
