import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/node/start-server.ts";
import { startInstance } from "./support/test-servers.ts";

let server: RunningServer;

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY), as a public deployment runs: the client is the X-Forwarded-For entry.
  server = await startInstance({});
});

afterAll(async () => {
  await server?.close();
});

const verifyFrom = (address: string) =>
  fetch(`${server.url}/v1/verify?url=evisa.gov.tr`, { headers: { "X-Forwarded-For": address } });

describe("IPv6 clients on the keyless limit (real port)", () => {
  it("share one allowance per /64: a fresh address in the same /64 gets no fresh allowance", async () => {
    for (let i = 1; i <= 10; i++)
      expect((await verifyFrom(`2001:db8:5:6::${i.toString(16)}`)).status).toBe(200);
    const rotated = await verifyFrom("2001:db8:5:6:1234:5678:9abc:def0");
    expect(rotated.status).toBe(429);
    expect(rotated.headers.get("ratelimit-remaining")).toBe("0");
    // The neighbouring /64 is another subscriber.
    expect((await verifyFrom("2001:db8:5:7::1")).status).toBe(200);
  });

  it("count IPv4-mapped IPv6 as the IPv4 address it carries", async () => {
    for (let i = 0; i < 10; i++) expect((await verifyFrom("198.51.100.60")).status).toBe(200);
    expect((await verifyFrom("::ffff:198.51.100.60")).status).toBe(429);
    expect((await verifyFrom("::ffff:198.51.100.61")).status).toBe(200);
  });
});
