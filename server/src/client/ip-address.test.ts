import { describe, expect, it } from "vitest";
import { clientBucket, isTrustedProxy, normalizeAddress } from "./ip-address.ts";

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

describe("clientBucket", () => {
  it("counts every address of one IPv6 /64 as one client, whatever its spelling", () => {
    const same = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:fffe",
      "2001:0db8:0001:0002:0000:0000:0000:0abc",
      "2001:db8:1:2:a:b:1.2.3.4",
    ];
    expect(new Set(same.map((a) => clientBucket(a, 64)))).toEqual(new Set(["2001:db8:1:2:0:0:0:0/64"]));
    expect(clientBucket("2001:db8:1:3::1", 64)).not.toBe(clientBucket("2001:db8:1:2::1", 64));
    expect(clientBucket("::1", 64)).toBe("0:0:0:0:0:0:0:0/64");
  });

  it("takes the configured prefix length", () => {
    expect(clientBucket("2001:db8:1:2::1", 48)).toBe("2001:db8:1:0:0:0:0:0/48");
    expect(clientBucket("2001:db8:1:2::1", 56)).toBe(clientBucket("2001:db8:1:ff::1", 56));
    expect(clientBucket("2001:db8:1:2::1", 128)).not.toBe(clientBucket("2001:db8:1:2::2", 128));
  });

  it("leaves IPv4 (IPv4-mapped IPv6 included, once normalised) and unreadable text as they are", () => {
    expect(clientBucket("203.0.113.7", 64)).toBe("203.0.113.7");
    expect(clientBucket(normalizeAddress("::ffff:203.0.113.7"), 64)).toBe("203.0.113.7");
    expect(clientBucket("unknown", 64)).toBe("unknown");
    expect(clientBucket("1:2:3", 64)).toBe("1:2:3");
    expect(clientBucket("1::2::3", 64)).toBe("1::2::3");
  });
});
