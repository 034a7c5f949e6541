import { describe, expect, it } from "vitest";
import { isTrustedProxy, normalizeAddress } from "./ip-address.ts";

describe("normalizeAddress", () => {
  it("reads IPv4-mapped IPv6 as its IPv4 address", () => {
    expect(normalizeAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(normalizeAddress("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });
  it("drops brackets, ports and zones", () => {
    expect(normalizeAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("203.0.113.7:5555")).toBe("203.0.113.7");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
  });
  it("keeps plain IPv6", () => {
    expect(normalizeAddress("2001:DB8::1")).toBe("2001:db8::1");
  });
});

describe("isTrustedProxy", () => {
  it("matches exact addresses and IPv4 ranges", () => {
    expect(isTrustedProxy("10.1.2.3", ["10.0.0.0/8"])).toBe(true);
    expect(isTrustedProxy("11.1.2.3", ["10.0.0.0/8"])).toBe(false);
    expect(isTrustedProxy("2001:db8::1", ["2001:DB8::1"])).toBe(true);
    expect(isTrustedProxy("192.0.2.1", [])).toBe(false);
  });
});
