import { describe, expect, it } from "vitest";
import { describeHost } from "../../host/host-description.ts";
import type { Portal } from "../../snapshot/record-schema.ts";
import { fixtureCountry } from "../../test-fixtures/fixture-snapshot.ts";
import { ordinaryName, ordinaryWordList } from "./ordinary-names.ts";
import type { PortalName } from "./portal-targets.ts";

const korea = fixtureCountry({ id: "south-korea", country: "South Korea", iso2: "KR", names: ["Korea"] });
const bermuda = fixtureCountry({ id: "bermuda", country: "Bermuda", iso2: "BM" });

/** A body name of a portal host, as portal-targets.ts builds it. */
function nameOf(host: string, country = korea): PortalName {
  const shape = describeHost({ ascii: host, unicode: host });
  const portal = { url: `https://${host}/`, kind: "arrival-card", name: host, hosts: [host], sources: [] };
  return {
    name: shape.bodyLetters,
    part: "body",
    target: { host, country, portal: portal as unknown as Portal, shape },
    distinctive: true,
  };
}

describe("a portal name made only of ordinary words", () => {
  const list = ordinaryWordList();

  it.each([
    "e-arrivalcard.go.kr",
    "etravel.gov.ph",
    "eservices.immigration.gov.lk",
    "visas.immigration.go.ug",
  ])("finds %s's name made of words any visa site writes", (host) => {
    expect(ordinaryName(list, nameOf(host))).toBe(true);
  });

  it.each(["irembo.gov.rw", "xuatnhapcanh.gov.vn", "indianvisaonline.gov.in"])(
    "finds %s's name distinctive (a brand, or its country in it)",
    (host) => {
      expect(ordinaryName(list, nameOf(host))).toBe(false);
    },
  );

  it("does not count the portal's own country as an ordinary word", () => {
    expect(ordinaryName(list, nameOf("bermudaarrivalcard.com", bermuda))).toBe(false);
    expect(ordinaryName(list, nameOf("koreaarrivalcard.com"))).toBe(false);
  });
});
