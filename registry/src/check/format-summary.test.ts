import { describe, expect, it } from "vitest";
import type { PortalCheck } from "../checks/checks-file.ts";
import { formatCheckSummary } from "./format-summary.ts";

const base: PortalCheck = {
  country: "kenya",
  url: "https://www.etakenya.go.ke/",
  checked_on: "2026-11-22",
  ok: true,
  last_ok_on: "2026-11-22",
  status: 200,
  final_url: "https://www.etakenya.go.ke/",
  hops: [],
  certificate: { subject: "etakenya.go.ke", issuer: "CA", valid_to: "2027-03-01T00:00:00.000Z" },
  problems: [],
  duration_ms: 5,
};

describe("formatCheckSummary", () => {
  it("shows one aligned row per portal and tallies failures by problem code", () => {
    const failing: PortalCheck = {
      ...base,
      country: "india",
      url: "https://indianvisaonline.gov.in/evisa/",
      ok: false,
      status: null,
      certificate: null,
      problems: [
        { code: "dns", message: "indianvisaonline.gov.in: the name does not resolve [ENOTFOUND]" },
        { code: "timeout", message: "x" },
      ],
    };
    const detail = "indianvisaonline.gov.in: the name does not resolve [ENOTFOUND] (+1 more)";
    expect(formatCheckSummary([base, failing]).split("\n")).toEqual([
      "country  portal                   result  http  detail",
      `-------  -----------------------  ------  ----  ${"-".repeat(detail.length)}`,
      "kenya    www.etakenya.go.ke       ok      200   certificate valid until 2027-03-01",
      `india    indianvisaonline.gov.in  FAIL    -     ${detail}`,
      "",
      "2 portal(s) checked: 1 ok, 1 failing (dns 1, timeout 1)",
    ]);
  });

  it("keeps the rule under every column when the detail is clipped", () => {
    const host = "a-rather-long-portal-host.example.gov";
    const long = {
      ...base,
      url: `https://${host}/`,
      ok: false,
      problems: [{ code: "dns", message: "z".repeat(300) }],
    };
    const rule = formatCheckSummary([long], 60).split("\n")[1] ?? "";
    expect(rule.split("  ").map((cell) => cell.length)).toEqual([7, host.length, 6, 4, 20]);
  });

  it("clips a long detail to the width", () => {
    const long = { ...base, ok: false, problems: [{ code: "connect", message: "y".repeat(300) }] };
    const row = formatCheckSummary([long], 80).split("\n")[2] ?? "";
    expect(row.length).toBe(80);
    expect(row.endsWith("…")).toBe(true);
  });
});
