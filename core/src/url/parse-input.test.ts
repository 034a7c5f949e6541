import { describe, expect, it } from "vitest";
import { MAX_INPUT_LENGTH, parseInput } from "./parse-input.ts";

const hostOf = (input: string) => {
  const parsed = parseInput(input);
  return parsed.ok ? parsed.host.ascii : parsed.reason;
};

describe("parseInput", () => {
  it("reads a bare domain as https", () => {
    expect(parseInput("evisa.gov.tr")).toMatchObject({ ok: true, href: "https://evisa.gov.tr/" });
  });

  it("reads host:port as a bare domain, not a scheme", () => {
    expect(parseInput("evisa.gov.tr:8443/x")).toMatchObject({
      ok: true,
      href: "https://evisa.gov.tr:8443/x",
    });
    expect(hostOf("localhost:8080")).toBe("localhost");
  });

  it("drops one trailing dot and lowercases", () => {
    expect(hostOf("HTTPS://Evisa.Gov.TR.")).toBe("evisa.gov.tr");
    expect(hostOf("https://evisa.gov.tr..")).toBe("evisa.gov.tr.");
  });

  it("strips what a browser strips: outer spaces and controls, tabs and newlines anywhere", () => {
    expect(hostOf(" \u0000 https://evisa.gov.tr/ \n")).toBe("evisa.gov.tr");
    expect(hostOf("https://evi\tsa.gov\n.tr\r/")).toBe("evisa.gov.tr");
    expect(hostOf("ev\nisa.gov.tr")).toBe("evisa.gov.tr");
    // An inner space is not stripped: a browser refuses the host, and so does the verdict.
    expect(hostOf("https://evi sa.gov.tr/")).toBe("unparsable");
  });

  it("says there is no host when the parser yields only the root", () => {
    expect(parseInput("https://./")).toEqual({ ok: false, reason: "no-host" });
  });

  it("takes the host a browser connects to, not userinfo", () => {
    expect(hostOf("https://evisa.gov.tr@evil.example")).toBe("evil.example");
    expect(hostOf("https://evil.example\\@evisa.gov.tr")).toBe("evil.example");
  });

  it("decodes punycode for display", () => {
    const parsed = parseInput("https://xn--visa-u4d.gov.tr");
    expect(parsed.ok && parsed.host).toEqual({
      ascii: "xn--visa-u4d.gov.tr",
      unicode: "\u0435visa.gov.tr",
      isIp: false,
    });
  });

  it("marks IP literals", () => {
    expect(parseInput("http://10.0.0.1").ok && parseInput("http://10.0.0.1")).toMatchObject({
      host: { isIp: true },
    });
    expect(parseInput("http://[2001:db8::1]/")).toMatchObject({ host: { isIp: true } });
    expect(parseInput("https://1.example")).toMatchObject({ host: { isIp: false } });
  });

  it("refuses relative references, which open the linking page's own site", () => {
    for (const input of [
      "/evisa.gov.tr",
      "\\evisa.gov.tr",
      "https:evisa.gov.tr",
      "https:/evisa.gov.tr",
      "http:eta.gov.lk",
    ]) {
      expect(parseInput(input)).toEqual({ ok: false, reason: "relative-reference" });
    }
    expect(hostOf("//evisa.gov.tr/en/")).toBe("evisa.gov.tr");
    expect(hostOf("https:\\\\evisa.gov.tr")).toBe("evisa.gov.tr");
  });

  it("gives a reason for what it cannot judge", () => {
    expect(parseInput("")).toEqual({ ok: false, reason: "empty" });
    expect(parseInput("x".repeat(MAX_INPUT_LENGTH + 1))).toEqual({ ok: false, reason: "too-long" });
    expect(parseInput("javascript:alert(1)")).toEqual({
      ok: false,
      reason: "unsupported-scheme",
      scheme: "javascript",
    });
    expect(parseInput("https://")).toEqual({ ok: false, reason: "unparsable" });
  });
});
