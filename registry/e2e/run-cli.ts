// Runs the real `entryguard` command in a child process (asynchronously, so servers in this process keep serving).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { registryRoot } from "../src/paths.ts";

export const entryguardBin = join(registryRoot, "..", "server", "bin", "entryguard.mjs");

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], options: { timeoutMs?: number } = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [entryguardBin, ...args],
      { timeout: options.timeoutMs ?? 60_000, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
