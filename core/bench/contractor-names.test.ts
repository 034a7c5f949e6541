// With the real registry: Belgium names TLScontact as a visa contractor, and TLS is also Timor-Leste's
// alpha-3 code. A host that writes the contractor's name beside a visa word is about the contractor (a
// copy of it, or a service), never a visa of Timor-Leste, whose warning would send the traveller there.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a contractor's acronym beside a visa word", () => {
  it.each(["tls-contact-visa.com", "tls-visa.com", "tlsvisa.com"])("names no country in %s", (host) => {
    expect(verdict(host).iso2).toBeNull();
  });

  it.each(["timor-leste-visa.com", "timorleste-evisa.com"])("still reads %s as Timor-Leste's", (host) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "TL" });
  });
});
