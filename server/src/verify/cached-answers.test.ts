import { verify } from "@entryguard/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRO_KEY, realIndex, type TestApp, testApp } from "../test-support/test-app.ts";

// A plan and an MCP allowance far beyond the calls made here, so every answer is a verdict, never a 429.
const UNLIMITED = { PLANS: JSON.stringify({ pro: { monthly: 100_000_000, perMinute: 100_000_000 } }) };
let t: TestApp;

beforeAll(() => {
  vi.stubEnv("MCP_PER_MINUTE", "100000000");
  vi.stubEnv("MCP_KEYLESS_PER_DAY", "100000000");
  t = testApp(UNLIMITED);
  vi.unstubAllEnvs();
});
afterAll(() => vi.unstubAllEnvs());

interface Answer {
  readonly status: "verdict" | "refused";
  readonly result?: Record<string, unknown>;
}

/** GET /v1/verify with a key (so no attribution), reduced to the verdict or a refusal. */
async function rest(url: string, country: string | undefined): Promise<Answer> {
  const query = new URLSearchParams({ url });
  if (country !== undefined) query.set("country", country);
  const res = await t.request(`/v1/verify?${query}`, { headers: { "X-API-Key": PRO_KEY } });
  if (res.status === 400) return { status: "refused" };
  expect(res.status).toBe(200);
  const { source: _source, ...result } = (await res.json()) as Record<string, unknown>;
  return { status: "verdict", result };
}

let nextId = 0;

/** `verify_entry_portal` through POST /mcp, reduced the same way. */
async function mcp(url: string, country: string | undefined): Promise<Answer> {
  const args = country === undefined ? { url } : { url, country };
  const res = await t.request("/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-API-Key": PRO_KEY },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: ++nextId,
      method: "tools/call",
      params: { name: "verify_entry_portal", arguments: args },
    }),
  });
  expect(res.status).toBe(200);
  const { result } = (await res.json()) as {
    result: { isError?: boolean; structuredContent?: Record<string, unknown> };
  };
  if (result.isError) return { status: "refused" };
  const { source: _source, attribution: _attribution, ...verdict } = result.structuredContent ?? {};
  return { status: "verdict", result: verdict };
}

// The faces refuse a country holding a C0 or C1 control character (even one core would trim away).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What core says with no cache in between: a verdict, or a refusal (unknown country, unjudgeable URL). */
function uncached(url: string, country: string | undefined): Answer {
  if (country !== undefined && CONTROL.test(country)) return { status: "refused" };
  const outcome = verify(realIndex(), url, { country });
  if (!outcome.ok || outcome.result.verdict.kind === "invalid") return { status: "refused" };
  return { status: "verdict", result: JSON.parse(JSON.stringify(outcome.result)) };
}

describe("cached verdicts over REST and MCP", () => {
  it("never answer one caller with the verdict cached for another (the reported pair)", async () => {
    // Asked first: a country smuggling a host and a separator, and a real portal host as the URL.
    await rest("immi.homeaffairs.gov.au", "\u0000christmas.island/?");
    await mcp("immi.homeaffairs.gov.au", "\u0000christmas.island/?");
    // Asked next, with no country: the host a browser opens here is christmas.island, not a portal.
    for (const answer of [
      await rest("christmas.island/?\u0000immi.homeaffairs.gov.au", undefined),
      await mcp("christmas.island/?\u0000immi.homeaffairs.gov.au", undefined),
    ]) {
      expect(answer.status).toBe("verdict");
      expect(answer.result?.official).toBe(false);
      expect((answer.result as { verdict: { host: string } }).verdict.host).toBe("christmas.island");
    }
  });

  it("answer exactly as uncached core does, whatever was asked before (seeded)", async () => {
    const piece = fc.constantFrom(
      "immi.homeaffairs.gov.au",
      "evisa.gov.tr",
      "esta.cbp.dhs.gov",
      "christmas.island",
      "evil.example",
      "Christmas Island",
      "Australia",
      "Turkey",
      "tr",
      "\u0000",
      "\u0001",
      "\u001f",
      "\u007f",
      "\u0085",
      "\t",
      "\n",
      "\u2028",
      "/",
      "?",
      "#",
      "@",
      ":",
      "|",
      " ",
      "%00",
      "%3F",
      "https://",
    );
    // One string cut at different places into (country, url). Cutting at a NUL and dropping it gives pairs
    // that a key joined with NUL would not tell apart: ("a\0b", "c") and ("a", "b\0c").
    const base = fc
      .array(fc.oneof({ arbitrary: piece, weight: 4 }, fc.constant("\u0000")), { minLength: 1, maxLength: 7 })
      .map((p) => p.join(""));
    const call = fc.record({
      cut: fc.nat(),
      atNul: fc.boolean(),
      noCountry: fc.boolean(),
      face: fc.constantFrom("rest", "mcp"),
    });
    await fc.assert(
      fc.asyncProperty(base, fc.array(call, { minLength: 2, maxLength: 8 }), async (text, calls) => {
        const nuls = text.split("").flatMap((ch, i) => (ch === "\u0000" ? [i] : []));
        for (const { cut, atNul, noCountry, face } of calls) {
          const nul = atNul && nuls.length > 0 ? (nuls[cut % nuls.length] as number) : undefined;
          const at = nul ?? cut % (text.length + 1);
          const country = noCountry ? undefined : text.slice(0, at);
          const url = noCountry ? text : text.slice(nul === undefined ? at : at + 1);
          const answer = face === "rest" ? await rest(url, country) : await mcp(url, country);
          expect(answer).toEqual(uncached(url, country));
        }
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
