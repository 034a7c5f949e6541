// With the real registry: a portal that sits under its agency's government name (kuwaitvisa.moi.gov.kw,
// eservices.ica.gov.sg) is imitated by that agency's name with the country's code and no government label.
// The agency's name alone is not enough when it is a long dictionary word (digital.go.jp's "digital").
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("an agency's name with its country's code", () => {
  it.each([
    ["moi-kw.com", "KW"],
    ["ica-sg.com", "SG"],
    ["icasg.net", "SG"],
    ["apply.immi-au.com", "AU"],
  ])("reads %s as a copy of %s's portal", (host, iso2) => {
    expect(verdict(host)).toEqual({ kind: "lookalike", iso2 });
  });

  it.each(["digital-jp.com", "digitaljp.net"])("leaves %s alone: a dictionary word with a code", (host) => {
    expect(verdict(host).kind).toBe("unrelated");
  });
});
