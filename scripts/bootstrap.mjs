#!/usr/bin/env node
// Makes a fresh machine ready for `npm test` / `npm start`: installs the npm dependencies when they are
// missing or out of date, and (for tests) the Debian packages the end-to-end tests drive.
// Only node: built-ins here, because it runs before anything is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const mode = process.argv[2] ?? "start";
const stampFile = join(root, "node_modules", ".entryguard-install-stamp");

/** Hash of everything that decides what `npm ci` installs. */
function dependencyHash() {
  const hash = createHash("sha256");
  for (const file of ["package-lock.json", "package.json", ...workspaceManifests()]) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest("hex");
}

function workspaceManifests() {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return (manifest.workspaces ?? []).map((ws) => join(ws, "package.json"));
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\nentryguard: \`${command} ${args.join(" ")}\` failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

function ensureNpmDependencies() {
  const wanted = dependencyHash();
  const have = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  if (have === wanted) return;
  console.log("entryguard: installing npm dependencies (missing or out of date)…");
  // `npm install` follows the committed package-lock.json. (`npm ci` is stricter, but with this machine's
  // npm settings it rejects a lock that lists only the current platform's optional binaries.)
  run("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund"]);
  writeFileSync(stampFile, `${dependencyHash()}\n`);
}

function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

/** Debian packages the tests drive for real: Chromium with its translations and fonts, Firefox ESR, redis-server. */
function ensureSystemPackages() {
  const needed = [
    { command: "chromium", apt: "chromium" },
    { command: "redis-server", apt: "redis-server" },
    // The Firefox suite (npm run test:firefox) drives Debian's Firefox ESR over WebDriver BiDi.
    { command: "firefox-esr", apt: "firefox-esr" },
    // The extension's pages are tested in Chromium's Arabic, Japanese and German UI (translations, CJK glyphs).
    { file: "/usr/lib/chromium/locales/ar.pak", apt: "chromium-l10n" },
    { file: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", apt: "fonts-wqy-zenhei" },
    // Hindi pages need a Devanagari font to render (and to be checked for overflow) at all.
    { file: "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf", apt: "fonts-lohit-deva" },
    // The Firefox suite checks the pages in Firefox's own Arabic and Japanese UI (its language packs).
    {
      file: "/usr/lib/firefox-esr/browser/extensions/langpack-ar@firefox-esr.mozilla.org.xpi",
      apt: "firefox-esr-l10n-ar",
    },
    {
      file: "/usr/lib/firefox-esr/browser/extensions/langpack-ja@firefox-esr.mozilla.org.xpi",
      apt: "firefox-esr-l10n-ja",
    },
  ].filter((p) => (p.command ? !hasCommand(p.command) : !existsSync(p.file)));
  if (needed.length === 0) return;
  const names = needed.map((p) => p.apt).join(" ");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !hasCommand("apt-get")) {
    console.error(
      `entryguard: the tests need these system packages: ${names}.\n` +
        `Install them (on Debian/Ubuntu: sudo apt-get install -y ${names}) and run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`entryguard: installing system packages: ${names}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], { env });
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...needed.map((p) => p.apt)], { env });
  execFileSync("sh", ["-c", "command -v chromium redis-server"], { stdio: "inherit" });
}

ensureNpmDependencies();
if (mode === "test") ensureSystemPackages();
