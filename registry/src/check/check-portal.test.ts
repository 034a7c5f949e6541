import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPortal } from "./check-portal.ts";
import { fixedResolver } from "./resolver.ts";
import { type LocalServer, startHttpServer, startHttpsServer } from "./testing/local-servers.ts";
import { createTestPki, type TestPki } from "./testing/test-pki.ts";

// Every made-up name resolves to 127.0.0.1; anything else fails as an unknown name would.
const resolver = fixedResolver(
  new Map(
    ["portal.test", "www.portal.test", "elsewhere.test", "expired.test", "wrong.test", "selfsigned.test"]
      .concat(["hang.test", "closed.test"])
      .map((h) => [h, "127.0.0.1"]),
  ),
  null,
);

let pki: TestPki;
const servers: LocalServer[] = [];
let portal: LocalServer;
let elsewhere: LocalServer;
let plain: LocalServer;
let expired: LocalServer;
let wrong: LocalServer;
let selfSigned: LocalServer;
let hang: LocalServer;
let closedPort: number;

beforeAll(async () => {
  pki = createTestPki();
  const portalPair = pki.issue(["portal.test", "www.portal.test"]);
  plain = await startHttpServer((_req, res) => res.end("plain"));
  elsewhere = await startHttpsServer(pki.issue(["elsewhere.test"]), (_req, res) => res.end("elsewhere"));
  portal = await startHttpsServer(portalPair, (req, res) => {
    const to = (location: string) => res.writeHead(302, { location }).end();
    if (req.url === "/") return res.end("apply here");
    if (req.url === "/www") return to(`https://www.portal.test:${portal.port}/`);
    if (req.url === "/leave") return to(`https://elsewhere.test:${elsewhere.port}/`);
    if (req.url === "/downgrade") return to(`http://portal.test:${plain.port}/`);
    if (req.url === "/relative") return to("/");
    if (req.url === "/loop") return to("/loop");
    if (req.url === "/server-error") return res.writeHead(503).end();
    return res.writeHead(404).end("not here");
  });
  expired = await startHttpsServer(pki.issue(["expired.test"], { expired: true }), (_q, r) => r.end());
  wrong = await startHttpsServer(portalPair, (_q, r) => r.end());
  selfSigned = await startHttpsServer(pki.selfSigned("selfsigned.test"), (_q, r) => r.end());
  hang = await startHttpsServer(pki.issue(["hang.test"]), () => {
    // Never answers: the check must give up on its own.
  });
  const closed = await startHttpServer((_q, r) => r.end());
  closedPort = closed.port;
  await closed.close();
  servers.push(portal, elsewhere, plain, expired, wrong, selfSigned, hang);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  pki.dispose();
});

const check = (url: string, hosts = ["portal.test"], timeoutMs = 5_000) =>
  checkPortal({ country: "testland", url, hosts }, { resolver, ca: pki.ca, timeoutMs, maxRedirects: 3 });
const codes = (r: { problems: readonly { code: string }[] }) => r.problems.map((p) => p.code);

describe("checkPortal against local HTTPS servers", () => {
  it("passes a healthy portal and records the answer and certificate", async () => {
    const url = `https://portal.test:${portal.port}/`;
    const r = await check(url);
    expect(r).toMatchObject({
      country: "testland",
      url,
      ok: true,
      status: 200,
      final_url: url,
      problems: [],
    });
    expect(r.hops).toEqual([{ url, address: "127.0.0.1", status: 200 }]);
    expect(r.certificate?.subject).toBe("portal.test");
    expect(r.certificate?.issuer).toBe("Entryguard Test CA");
    expect(r.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.last_ok_on).toBe(r.checked_on);
  });

  it("follows redirects that stay on the record's hosts without flagging them", async () => {
    const r = await check(`https://portal.test:${portal.port}/www`);
    expect(r.ok).toBe(true);
    expect(r.hops.map((h) => h.status)).toEqual([302, 200]);
    expect(r.final_url).toBe(`https://www.portal.test:${portal.port}/`);
    expect((await check(`https://portal.test:${portal.port}/relative`)).ok).toBe(true);
  });

  it("flags a redirect that leaves the record's hosts, naming where it went", async () => {
    const r = await check(`https://portal.test:${portal.port}/leave`);
    expect(r.ok).toBe(false);
    expect(r.status).toBe(200);
    expect(codes(r)).toEqual(["redirect-off-hosts"]);
    expect(r.problems[0]?.message).toContain("elsewhere.test, which is not one of the record's hosts");
    expect(r.final_url).toBe(`https://elsewhere.test:${elsewhere.port}/`);
  });

  it("flags a redirect that drops to http", async () => {
    const r = await check(`https://portal.test:${portal.port}/downgrade`);
    expect(r.ok).toBe(false);
    expect(codes(r)).toEqual(["redirect-to-http"]);
    expect(r.certificate).toBeNull();
  });

  it("reports an expired certificate", async () => {
    const r = await check(`https://expired.test:${expired.port}/`, ["expired.test"]);
    expect(r.ok).toBe(false);
    expect(r.status).toBeNull();
    expect(r.problems).toEqual([
      { code: "tls-certificate", message: "expired.test: its certificate has expired [CERT_HAS_EXPIRED]" },
    ]);
  });

  it("reports a certificate issued for another name", async () => {
    const r = await check(`https://wrong.test:${wrong.port}/`, ["wrong.test"]);
    expect(r.problems).toEqual([
      {
        code: "tls-certificate",
        message:
          "wrong.test: its certificate is not issued for this host name [ERR_TLS_CERT_ALTNAME_INVALID]",
      },
    ]);
  });

  it("reports a certificate no trusted authority signed", async () => {
    const r = await check(`https://selfsigned.test:${selfSigned.port}/`, ["selfsigned.test"]);
    expect(codes(r)).toEqual(["tls-certificate"]);
    expect(r.problems[0]?.message).toContain("self-signed");
  });

  // A check that ignored its timeout would hang here until the test's own limit fails it; no clock is read.
  it("gives up on a server that never answers", async () => {
    const r = await check(`https://hang.test:${hang.port}/`, ["hang.test"], 300);
    expect(r.problems).toEqual([
      { code: "timeout", message: "hang.test: no answer after 300 ms while waiting for an HTTPS answer" },
    ]);
  });

  it("reports a 404 and a 503 as the status they are", async () => {
    const missing = await check(`https://portal.test:${portal.port}/missing`);
    expect(missing).toMatchObject({ ok: false, status: 404 });
    expect(missing.problems).toEqual([
      { code: "http-status", message: `https://portal.test:${portal.port}/missing answered HTTP 404` },
    ]);
    expect(codes(await check(`https://portal.test:${portal.port}/server-error`))).toEqual(["http-status"]);
  });

  it("stops a redirect loop", async () => {
    const r = await check(`https://portal.test:${portal.port}/loop`);
    expect(codes(r)).toEqual(["too-many-redirects"]);
    expect(r.hops).toHaveLength(4);
  });

  it("reports a name that does not resolve and a refused connection", async () => {
    const unknown = await check("https://unknown.test/", ["unknown.test"]);
    expect(unknown.problems).toEqual([
      {
        code: "dns",
        message: "unknown.test: the name does not resolve (no network, or the domain is gone) [ENOTFOUND]",
      },
    ]);
    expect(unknown.hops).toEqual([{ url: "https://unknown.test/", address: null, status: null }]);
    const refused = await check(`https://closed.test:${closedPort}/`, ["closed.test"]);
    expect(refused.problems).toEqual([
      { code: "connect", message: "closed.test: connection refused [ECONNREFUSED]" },
    ]);
  });

  it("tries the next address when the first cannot be reached", async () => {
    // Nothing listens on 127.0.0.2, so the first address is refused and the second one answers.
    const twoAddresses = async () => ["127.0.0.2", "127.0.0.1"];
    const url = `https://portal.test:${portal.port}/`;
    const r = await checkPortal(
      { country: "testland", url, hosts: ["portal.test"] },
      { resolver: twoAddresses, ca: pki.ca, timeoutMs: 5_000 },
    );
    expect(r).toMatchObject({ ok: true, hops: [{ url, address: "127.0.0.1", status: 200 }] });
  });

  it("gives a per-portal DNS problem, not an exception, with the system resolver", async () => {
    // .invalid never resolves (RFC 6761), with or without a network.
    const r = await checkPortal({ country: "x", url: "https://portal.invalid/", hosts: ["portal.invalid"] });
    expect(r.ok).toBe(false);
    expect(codes(r)).toEqual(["dns"]);
    expect(r.problems[0]?.message).toMatch(/^portal\.invalid: /);
  });
});
