import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";
import { checksFile } from "../paths.ts";

/** Something the automated check found wrong with a portal, with a sentence a maintainer can act on. */
export interface CheckProblem {
  /** Stable code: dns, connect, timeout, tls-certificate, http-status, redirect-off-hosts, redirect-to-http, too-many-redirects, bad-redirect. */
  readonly code: string;
  readonly message: string;
}

/** One request of a portal check: the URL asked and what answered. */
export interface CheckHop {
  readonly url: string;
  /** The address the name resolved to, or null when resolution failed. */
  readonly address: string | null;
  /** HTTP status, or null when no response came. */
  readonly status: number | null;
}

/** The certificate the final HTTPS host presented. */
export interface CertificateInfo {
  readonly subject: string;
  readonly issuer: string;
  /** ISO timestamp. */
  readonly valid_to: string;
}

/** One portal's result in the generated checks file (written by `registry check`). */
export interface PortalCheck {
  /** The record's id. */
  readonly country: string;
  readonly url: string;
  /** Date of the check, YYYY-MM-DD. */
  readonly checked_on: string;
  /** True when every step passed: name resolved, certificate valid, redirects stayed on the record's hosts over https, status 2xx. */
  readonly ok: boolean;
  /** Date the portal last passed, carried over from earlier runs so one failed run does not erase it. */
  readonly last_ok_on: string | null;
  /** Final HTTP status, or null when no response came. */
  readonly status: number | null;
  /** The URL the redirects ended at. */
  readonly final_url: string | null;
  readonly hops: readonly CheckHop[];
  readonly certificate: CertificateInfo | null;
  readonly problems: readonly CheckProblem[];
  readonly duration_ms: number;
}

/** The generated file: the latest result of every portal checked so far. */
export interface ChecksFile {
  /** ISO timestamp of the run that last wrote the file. */
  readonly generated_at: string;
  readonly results: PortalCheck[];
}

// Only what readers rely on is checked: a hand-edited or truncated file must not put a date that is no
// date into every record's last_checked, nor stop the server with a bare JSON error naming no file.
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
const fileSchema = z.object({
  generated_at: z.string().optional(),
  results: z
    .array(
      z.looseObject({
        country: z.string().min(1),
        url: z.string().min(1),
        checked_on: day,
        ok: z.boolean(),
        last_ok_on: day.nullable().optional(),
      }),
    )
    .optional(),
});

/** Reads the checks file; a missing file is an empty one, a malformed one an error naming file and field. */
export function readChecksFile(file: string = checksFile): ChecksFile {
  if (!existsSync(file)) return { generated_at: "", results: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("") ?? "";
    throw new Error(
      `${file}: ${where.replace(/^\./, "") || "the file"}: ${issue?.message ?? "is malformed"}`,
    );
  }
  // Files from earlier versions may lack fields only the summary table shows; the checked ones are there.
  const data = parsed.data as unknown as Partial<ChecksFile>;
  return { generated_at: data.generated_at ?? "", results: data.results ?? [] };
}

const key = (r: Pick<PortalCheck, "country" | "url">) => `${r.country} ${r.url}`;

/**
 * Merges a run into the previous results: the portals just checked replace their old entries (keeping
 * the last date they passed), the others stay, so `--only` never forgets the rest.
 */
export function mergeChecks(previous: readonly PortalCheck[], run: readonly PortalCheck[]): PortalCheck[] {
  const merged = new Map(previous.map((r) => [key(r), r]));
  for (const r of run) {
    const before = merged.get(key(r));
    const lastOk = r.ok ? r.checked_on : (before?.last_ok_on ?? (before?.ok ? before.checked_on : null));
    merged.set(key(r), { ...r, last_ok_on: lastOk });
  }
  return [...merged.values()].sort((a, b) => key(a).localeCompare(key(b)));
}

/** Writes the checks file atomically (a reader never sees half a file). */
export function writeChecksFile(data: ChecksFile, file: string = checksFile): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(temp, file);
}
