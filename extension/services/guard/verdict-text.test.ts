// The popup's verdict lines, the toolbar title and the link-check notification in every language: built from
// core's reason codes and the result's own fields, so a traveller never reads core's English sentence, a
// message key or a stray placeholder, and every code core can give has a sentence of its own.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRegistryIndex, VERDICT_KINDS, type VerificationResult, verify } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";
import { beforeEach, describe, expect, it } from "vitest";
import { reasonKey } from "../i18n/reason-text.ts";
import { useLocaleMessages } from "../testing/locale-messages.ts";
import { readLocale } from "../testing/read-locale.ts";
import { officialTitle, verdictHeadline, verdictSentence } from "./verdict-text.ts";

const coreSrc = join(import.meta.dirname, "..", "..", "..", "core", "src");
const localesDir = join(import.meta.dirname, "..", "..", "public", "_locales");
const locales = readdirSync(localesDir).sort();

/** Every source file of core outside its tests. */
function coreSources(dir = coreSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreSources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [readFileSync(path, "utf8")] : [];
  });
}

/**
 * The reason codes written in core's source, read as text (not through core's own lists): a reason object
 * (`code: "…", message`), a lookalike's code (`lookalike(target, "…"`) and the invalid-input reasons.
 */
function codesInCoreSource(): Set<string> {
  const codes = new Set<string>();
  for (const text of coreSources()) {
    for (const m of text.matchAll(/code:\s*"([a-z-]+)",\s*message\b/g)) codes.add(m[1] as string);
    for (const m of text.matchAll(/lookalike\(\s*[^,()]+,\s*"([a-z-]+)"/g)) codes.add(m[1] as string);
    const invalid = /export type InvalidReason =([^;]+);/.exec(text);
    for (const m of invalid?.[1]?.matchAll(/"([a-z-]+)"/g) ?? []) codes.add(m[1] as string);
  }
  return codes;
}

const snapshot = loadSnapshot();
const index = createRegistryIndex(snapshot);

/** Inputs over every verdict kind, from the registry's own hosts and a few a traveller might meet. */
function inputs(): { url: string; country?: string }[] {
  const list: { url: string; country?: string }[] = [];
  for (const c of snapshot.countries) {
    const hosts = [
      ...c.portals.map((p) => new URL(p.url).hostname),
      ...(c.partners ?? []).map((p) => p.host),
      ...(c.unconfirmed ?? []).map((u) => u.host),
      ...c.former_hosts.map((f) => f.host),
      ...c.known_unofficial.map((k) => k.host),
    ];
    for (const host of hosts) list.push({ url: `https://${host}/` }, { url: host, country: "Japan" });
  }
  const others = [
    "https://evisa-gov.tr/",
    "https://еsta.cbp.dhs.gov/",
    "https://www.evisa.gov.tr.apply-online.example/",
    "evisa-turkey.com",
    "usa-esta-application.com",
    "visa-online-services.com",
    "https://www.booking.com/",
    "http://127.0.0.1/",
    "",
    "javascript:alert(1)",
    "https://",
    "/evisa.gov.tr",
    `https://${"a".repeat(2100)}.com`,
  ];
  for (const url of others) list.push({ url }, { url, country: "Kenya" });
  return list;
}

const results: VerificationResult[] = inputs().flatMap((input) => {
  const outcome = verify(index, input.url, input.country ? { country: input.country } : {});
  return outcome.ok ? [outcome.result] : [];
});

describe("reason codes", () => {
  it("every code in core's source and every code core gives here has a sentence of its own", () => {
    const written = codesInCoreSource();
    const given = new Set(results.flatMap((r) => r.verdict.reasons.map((reason) => reason.code)));
    // The source reading finds every code the verdicts really give, so it misses no form of writing one.
    for (const code of given) expect(written, code).toContain(code);
    expect(written.size).toBeGreaterThanOrEqual(20);
    const english = readLocale("en");
    for (const code of written) {
      expect(reasonKey(code), code).not.toBe("reasonOther");
      expect(english[reasonKey(code)], code).toBeDefined();
    }
  });

  it("the inputs reach every verdict kind core has", () => {
    expect(new Set(results.map((r) => r.verdict.kind))).toEqual(new Set(VERDICT_KINDS));
  });
});

describe("verdict lines in every language", () => {
  for (const lang of locales) {
    describe(lang, () => {
      beforeEach(() => useLocaleMessages(lang));
      const keys = Object.keys(readLocale("en"));

      it("no message key, placeholder or core English sentence on any verdict", () => {
        for (const result of results) {
          const label = `${lang} ${result.checked_url.slice(0, 60)}`;
          const lines = [verdictHeadline(result), verdictSentence(result)];
          for (const line of lines) {
            expect(line.trim(), label).not.toBe("");
            expect(keys, label).not.toContain(line);
            expect(line, label).not.toMatch(/\$[A-Z0-9_]+\$|\$\d/);
          }
          if (lang !== "en")
            for (const reason of result.verdict.reasons)
              expect(lines[1], label).not.toContain(reason.message);
        }
      });
    });
  }

  it("in French, a lookalike names the portal it imitates and where the real one is", () => {
    useLocaleMessages("fr");
    const outcome = verify(index, "https://evisa-gov.tr/");
    if (!outcome.ok) throw new Error("no verdict");
    expect(verdictHeadline(outcome.result)).toBe("Faux : imite evisa.gov.tr");
    expect(verdictSentence(outcome.result)).toContain(
      "Le portail officiel de Türkiye est https://www.evisa.gov.tr/",
    );
  });

  it("in Japanese, the toolbar title of an unconfirmed record says so", () => {
    useLocaleMessages("ja");
    const outcome = verify(index, "https://www.evisa.gov.tr/");
    if (!outcome.ok) throw new Error("no verdict");
    expect(officialTitle(outcome.result)).toBe("Türkiye の公式ポータル（まだ人による確認が済んでいません）");
  });

  it("in Arabic, hosts and addresses stay left to right inside the right-to-left sentence; not in French", () => {
    const outcome = verify(index, "https://evisa-gov.tr/");
    if (!outcome.ok) throw new Error("no verdict");
    useLocaleMessages("ar");
    expect(verdictHeadline(outcome.result)).toBe("مزيّف: يقلّد \u2066evisa.gov.tr\u2069");
    expect(verdictSentence(outcome.result)).toContain(
      "البوابة الرسمية لـ Türkiye هي \u2066https://www.evisa.gov.tr/en/\u2069",
    );
    useLocaleMessages("fr");
    expect(verdictSentence(outcome.result)).not.toMatch(/[\u2066-\u2069]/);
  });

  it("in Japanese, sentences follow one another without a space, as Japanese is written", () => {
    useLocaleMessages("ja");
    const outcome = verify(index, "https://evisa-turkey.com/");
    if (!outcome.ok) throw new Error("no verdict");
    expect(verdictSentence(outcome.result)).toContain("ではありません。Türkiye の公式ポータルは");
  });

  it("in Arabic, an address too long to judge says how long it may be", () => {
    useLocaleMessages("ar");
    const outcome = verify(index, `https://${"a".repeat(2100)}.com`);
    if (!outcome.ok) throw new Error("no verdict");
    expect(verdictSentence(outcome.result)).toBe("العنوان أطول من 2048 حرفًا، لذا لا يمكن فحصه.");
  });
});
