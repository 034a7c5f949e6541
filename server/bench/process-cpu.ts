import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process has used so far, in milliseconds, from /proc/<pid>/stat; undefined
 * where /proc is not there. CPU time per request is what a server costs, whatever else the machine runs:
 * on a shared machine requests per second swing with other load, CPU per request much less.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
