// A signed update channel for end-to-end tests: a maintainers' key made with the CLI, the real server
// serving what `entryguard registry sign` writes, and an extension build pinned to both.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { signSnapshotFile } from "@entryguard/registry";
import { dayAfter, snapshotNamingUnofficial } from "@entryguard/registry/testing/newer-snapshot";
import { snapshot as bundled } from "../../services/registry/registry.ts";
import { type EntryguardServer, startEntryguardServer } from "./entryguard-server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const MODE = "update-test";

/** Made-up hosts no record names and core does not flag until a snapshot names them. */
export const NEWLY_NAMED = "harbour-stopover-desk.example";
export const TAMPERED_IN = "second-harbour-desk.example";
/** A made-up host a later snapshot adds to a portal: official only after that update. */
export const NEW_PORTAL_HOST = "harbour-entry-portal.example";

export interface UpdateChannel {
  readonly server: EntryguardServer;
  /** Builds the extension for `browser` with this channel pinned; returns the unpacked folder. */
  build(browser: "chrome" | "firefox"): string;
  /**
   * Signs a snapshot naming `hosts` (and adding `portalHosts` to a portal), dated `days` after the bundled
   * one, with `entryguard registry sign` (`via: "cli"`) or the function it runs (faster); returns its version.
   */
  publish(
    hosts: readonly string[],
    days: number,
    via?: "cli" | "function",
    portalHosts?: readonly string[],
  ): Promise<string>;
  /** Changes the published file after signing: a named host renamed. */
  tamper(host: string): void;
  close(): Promise<void>;
}

const entryguard = (...args: string[]) =>
  execFileSync("npx", ["entryguard", ...args], {
    cwd: join(root, "server"),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

export async function startUpdateChannel(): Promise<UpdateChannel> {
  const tmp = mkdtempSync(join(tmpdir(), "entryguard-update-"));
  const keyFile = join(tmp, "signing-key.pem");
  const signedFile = join(tmp, "snapshot.signed.json");
  // The maintainers' key, made as a maintainer makes it; the build pins the public half.
  const publicKey = /public key[^:]*: (\S+)/.exec(entryguard("registry", "keygen", "--out", keyFile))?.[1];
  if (!publicKey) throw new Error("keygen printed no public key");
  const server = await startEntryguardServer({ SIGNED_SNAPSHOT_FILE: signedFile });
  return {
    server,
    build(browser) {
      execFileSync("npx", ["wxt", "build", "extension", "-b", browser, "--mode", MODE], {
        cwd: root,
        stdio: "ignore",
        env: {
          ...process.env,
          WXT_ENTRYGUARD_UPDATE_URL: `${server.origin}/v1/registry/snapshot`,
          WXT_ENTRYGUARD_UPDATE_KEY: publicKey,
        },
      });
      return join(root, "extension", ".output", `${browser}-mv3-${MODE}`);
    },
    async publish(hosts, days, via = "function", portalHosts = []) {
      const file = join(tmp, `next-${days}.json`);
      const snapshot = snapshotNamingUnofficial(hosts, dayAfter(bundled.version, days), "kenya", portalHosts);
      writeFileSync(file, JSON.stringify(snapshot));
      if (via === "cli")
        entryguard("registry", "sign", "--snapshot", file, "--key", keyFile, "--out", signedFile);
      else
        await signSnapshotFile({
          snapshotFile: file,
          keyPem: readFileSync(keyFile, "utf8"),
          out: signedFile,
        });
      return snapshot.version;
    },
    tamper(host) {
      writeFileSync(
        signedFile,
        readFileSync(signedFile, "utf8").replace(`"host":"${host}"`, `"host":"x${host}"`),
      );
    },
    close: () => server.close(),
  };
}
