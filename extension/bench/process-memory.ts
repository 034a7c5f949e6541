// Whole-browser memory: the proportional set size (PSS) of a Chromium process and all its descendants, so
// shared pages count once across the browser, its renderers and the extension's processes.
import { readdirSync, readFileSync } from "node:fs";

function parentOf(pid: string): string | null {
  try {
    // The command name may hold spaces or parentheses: the fields that follow come after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? null;
  } catch {
    return null;
  }
}

function pssKiB(pid: string): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The browser's main process: the one whose command line names this profile directory. */
export function browserPid(profileDir: string): string {
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (cmd.includes(`--user-data-dir=${profileDir}`) && !cmd.some((a) => a.startsWith("--type=")))
        return pid;
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no browser process for ${profileDir}`);
}

/** Whether the process is an extension process (the service worker and the extension's own pages). */
function isExtensionProcess(pid: string): boolean {
  try {
    // Chromium rewrites its children's command lines as one string (the process title), not NUL-separated.
    return / --extension-process(?: |$)/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
}

/** PSS in MB of `root` and every process below it; with `only`, of those among them it accepts. */
export function treePssMb(root: string, only: (pid: string) => boolean = () => true): number {
  const pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  const children = new Map<string, string[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let kib = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as string;
    if (only(pid)) kib += pssKiB(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return kib / 1024;
}

/** PSS in MB of the extension processes below the browser `root` (its service worker and its own pages), apart from the web pages. */
export function extensionPssMb(root: string): number {
  return treePssMb(root, isExtensionProcess);
}
