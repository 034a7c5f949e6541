import type { Snapshot } from "@entryguard/core";
import { describe, expect, it } from "vitest";
import { snapshot as bundled } from "../registry/registry.ts";
import { officialMarkRegistration, portalHostsAdded } from "./official-mark-script.ts";

/** The bundled snapshot with `host` added to Kenya's first portal. */
function withPortalHost(host: string): Snapshot {
  return {
    ...bundled,
    countries: bundled.countries.map((c) =>
      c.id !== "kenya"
        ? c
        : {
            ...c,
            portals: c.portals.map((p, i) => (i === 0 ? { ...p, hosts: [...(p.hosts ?? []), host] } : p)),
          },
    ),
  };
}

describe("the official-mark script for portals an update adds", () => {
  it("is not registered while the snapshot in use is the bundled one", () => {
    expect(portalHostsAdded(bundled, bundled)).toEqual([]);
    expect(officialMarkRegistration(bundled, bundled)).toBeNull();
  });

  it("runs on a portal host the update added, and on its subdomains", () => {
    const next = withPortalHost("harbour-portal.example");
    expect(portalHostsAdded(next, bundled)).toEqual(["harbour-portal.example"]);
    expect(officialMarkRegistration(next, bundled)).toMatchObject({
      matches: ["*://harbour-portal.example/*", "*://*.harbour-portal.example/*"],
      runAt: "document_start",
      allFrames: false,
    });
  });

  it("leaves out a new host under a bundled portal host, which the wake filter already names", () => {
    const kenyaHost = bundled.countries.find((c) => c.id === "kenya")?.portals[0]?.hosts?.[0];
    expect(kenyaHost).toBeTruthy();
    expect(portalHostsAdded(withPortalHost(`apply.${kenyaHost}`), bundled)).toEqual([]);
  });
});
