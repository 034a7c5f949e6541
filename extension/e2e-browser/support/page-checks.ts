// Checks any extension page or notice must pass: nothing overflows its container, and axe finds nothing.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Screenshots for people to look at: artifacts/screenshots at the repository's root (git-ignored). */
export const screenshots = join(import.meta.dirname, "..", "..", "..", "artifacts", "screenshots");
mkdirSync(screenshots, { recursive: true });

/**
 * Elements that stick out of their parent sideways, or clip their own text; empty when the layout holds.
 * Runs in the page (Playwright's or Puppeteer's `evaluate`), so it uses nothing from outside itself.
 */
export function findOverflow(rootSelector: string): string[] {
  const found: string[] = [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    found.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  for (const el of document.querySelectorAll(`${rootSelector} *`)) {
    const style = getComputedStyle(el);
    const parent = el.parentElement;
    if (!parent || style.display === "none" || style.position === "fixed" || style.position === "absolute")
      continue;
    const box = el.getBoundingClientRect();
    const outer = parent.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.left < outer.left - 1 || box.right > outer.right + 1)
      found.push(`${name(el)} sticks out of ${name(parent)}`);
    if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1)
      found.push(`${name(el)} clips its text`);
  }
  return found;
}

/** `findOverflow` in a Playwright page. */
export function overflowingElements(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate(findOverflow, within);
}

/** Asserts axe's rules (WCAG 2.x A and AA, best practices) find no violation on what the page shows now. */
export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  let axe = new AxeBuilder({ page });
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
    label,
  ).toEqual([]);
}
