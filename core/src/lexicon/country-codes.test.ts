import { describe, expect, it } from "vitest";
import { fixtureCountry } from "../test-fixtures/fixture-snapshot.ts";
import { apartCodes, codeWords, contractorAcronyms, countryCodeTlds } from "./country-codes.ts";

const india = fixtureCountry({ id: "india", country: "India", iso2: "IN" });
const kenya = fixtureCountry({ id: "kenya", country: "Kenya", iso2: "KE" });
const turkiye = fixtureCountry({ id: "turkiye", country: "Türkiye", iso2: "TR" });
const kingdom = fixtureCountry({ id: "united-kingdom", country: "United Kingdom", iso2: "GB" });
const colombia = fixtureCountry({ id: "colombia", country: "Colombia", iso2: "CO" });
const countries = [india, kenya, turkiye, kingdom, colombia];

describe("the codes that name a country", () => {
  it("among other words: only codes that are no everyday word", () => {
    const words = codeWords(countries);
    expect(words.get("tr")).toBe(turkiye);
    expect(words.get("tur")).toBe(turkiye);
    expect(words.get("ke")).toBe(kenya);
    // `in` and `co` are everyday words; `ken` and `col` ordinary English or Spanish ones
    for (const code of ["in", "co", "ken", "col"]) expect(words.has(code), code).toBe(false);
  });

  it("alone beside a visa word: those too, and every internet code", () => {
    const apart = apartCodes(countries);
    expect(apart.get("in")).toBe(india);
    expect(apart.get("ken")).toBe(kenya);
    expect(apart.get("col")).toBe(colombia);
    expect(apart.get("uk")).toBe(kingdom);
    // `.co` stands for "company", not Colombia
    expect(apart.has("co")).toBe(false);
  });

  it("never a contractor's acronym: TLS is Timor-Leste's code and TLScontact's name", () => {
    const partner = (name: string, host: string) => ({
      host,
      name,
      role: "visa-application-centre" as const,
      named_by: "Belgium's foreign ministry",
      source: "https://example.org/partners",
    });
    const belgium = fixtureCountry({
      id: "belgium",
      country: "Belgium",
      iso2: "BE",
      partners: [
        partner("TLScontact (visa centres)", "tlscontact.com"),
        partner("VFS Global", "vfsglobal.com"),
      ],
    });
    const timor = fixtureCountry({ id: "timor-leste", country: "Timor-Leste", iso2: "TL" });
    expect([...contractorAcronyms([belgium, timor])]).toEqual(["tls", "vfs"]);
    expect(codeWords([timor]).get("tls")).toBe(timor);
    expect(codeWords([belgium, timor]).has("tls")).toBe(false);
    expect(apartCodes([belgium, timor]).has("tls")).toBe(false);
    // Timor-Leste's own internet code still names it
    expect(apartCodes([belgium, timor]).get("tl")).toBe(timor);
  });

  it("as the top-level domain: the United Kingdom's is uk, and generic ones name nobody", () => {
    const tlds = countryCodeTlds(countries);
    expect(tlds.get("uk")).toBe(kingdom);
    expect(tlds.has("gb")).toBe(false);
    expect(tlds.has("co")).toBe(false);
    expect(tlds.get("tr")).toBe(turkiye);
  });
});
