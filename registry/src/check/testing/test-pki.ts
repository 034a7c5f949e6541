// Test-only: a certificate authority made at test time with openssl, so the check runs against real TLS.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface KeyPair {
  readonly key: string;
  readonly cert: string;
}

export interface TestPki {
  /** The test CA's certificate (PEM), to trust in the check. */
  readonly ca: string;
  /** A certificate for `names` signed by the test CA; `expired` makes one whose validity already ended. */
  issue(names: readonly string[], options?: { expired?: boolean }): KeyPair;
  /** A self-signed certificate no one trusts. */
  selfSigned(name: string): KeyPair;
  dispose(): void;
}

const openssl = (dir: string, args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
const EC_KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

/** Creates a fresh CA in a temporary folder. */
export function createTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), "entryguard-pki-"));
  openssl(
    dir,
    ["req", "-x509", ...EC_KEY, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2"].concat([
      "-subj",
      "/CN=Entryguard Test CA/O=Entryguard Test CA",
    ]),
  );
  let serial = 0;
  const read = (name: string) => readFileSync(join(dir, name), "utf8");
  return {
    ca: read("ca.pem"),
    issue(names, options = {}) {
      serial += 1;
      const base = `leaf${serial}`;
      const cn = names[0] ?? "localhost";
      openssl(dir, ["req", ...EC_KEY, "-keyout", `${base}.key`, "-out", `${base}.csr`, "-subj", `/CN=${cn}`]);
      writeFileSync(join(dir, `${base}.ext`), `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}\n`);
      // A negative validity gives a certificate whose end lies before its start: expired from birth.
      const days = options.expired ? "-1" : "2";
      openssl(
        dir,
        ["x509", "-req", "-in", `${base}.csr`, "-CA", "ca.pem", "-CAkey", "ca.key"]
          .concat(["-set_serial", String(1000 + serial), "-days", days, "-extfile", `${base}.ext`])
          .concat(["-out", `${base}.pem`]),
      );
      return { key: read(`${base}.key`), cert: read(`${base}.pem`) };
    },
    selfSigned(name) {
      serial += 1;
      const base = `self${serial}`;
      openssl(
        dir,
        ["req", "-x509", ...EC_KEY, "-keyout", `${base}.key`, "-out", `${base}.pem`].concat([
          "-days",
          "2",
          "-subj",
          `/CN=${name}`,
          "-addext",
          `subjectAltName=DNS:${name}`,
        ]),
      );
      return { key: read(`${base}.key`), cert: read(`${base}.pem`) };
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
