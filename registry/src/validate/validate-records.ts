import { basename } from "node:path";
import { type CountryRecord, countryRecordSchema, portalHosts } from "@entryguard/core";
import { getPublicSuffix } from "tldts";
import { isKnownIso2 } from "../dataset/country-dataset.ts";
import type { RecordFile } from "../records/read-records.ts";
import type { Problem } from "./problem.ts";

export interface ValidRecord {
  readonly file: string;
  readonly record: CountryRecord;
}

export interface ValidationReport {
  readonly records: ValidRecord[];
  readonly problems: Problem[];
}

const isUnder = (host: string, parent: string) => host === parent || host.endsWith(`.${parent}`);

/** Checks one record on its own: schema, file name, ISO code, portal hosts. */
function checkRecord(file: RecordFile, problems: Problem[]): ValidRecord | null {
  if (file.parseError !== null) {
    problems.push({ file: file.file, field: "", message: `is not valid JSON: ${file.parseError}` });
    return null;
  }
  const parsed = countryRecordSchema.safeParse(file.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ file: file.file, field: issue.path.join("."), message: issue.message });
    }
    return null;
  }
  const record = parsed.data;
  const add = (field: string, message: string) => problems.push({ file: file.file, field, message });
  if (basename(file.file, ".json") !== record.id) add("id", `"${record.id}" must equal the file name`);
  if (!isKnownIso2(record.iso2)) add("iso2", `"${record.iso2}" is not an ISO 3166-1 alpha-2 code`);
  if (record.aliases.includes(record.country)) add("aliases", "must not repeat the country name");
  record.portals.forEach((portal, i) => {
    const urlHost = new URL(portal.url).hostname;
    if (portal.hosts && !portal.hosts.some((h) => isUnder(urlHost, h))) {
      add(`portals.${i}.hosts`, `must cover the URL's host ${urlHost}`);
    }
    for (const host of portalHosts(portal)) {
      if (getPublicSuffix(host, { allowPrivateDomains: true }) === host) {
        add(`portals.${i}.hosts`, `${host} is a public suffix; list the portal's own host`);
      }
    }
  });
  return { file: file.file, record };
}

/** Checks across records: unique ids, ISO codes and hosts; nothing both official and unofficial. */
function checkAcross(records: ValidRecord[], problems: Problem[]): void {
  const firstBy = <T>(key: (r: ValidRecord) => T[], field: string, what: string) => {
    const seen = new Map<T, string>();
    for (const r of records) {
      for (const k of key(r)) {
        const other = seen.get(k);
        if (other !== undefined && other !== r.file) {
          problems.push({ file: r.file, field, message: `${what} ${String(k)} is already used by ${other}` });
        } else seen.set(k, r.file);
      }
    }
  };
  firstBy((r) => [r.record.id], "id", "id");
  firstBy((r) => [r.record.iso2], "iso2", "ISO code");

  // Official hosts are unique, except a portal that several records share under one `shared_by` key.
  const official = new Map<string, { file: string; shared: string | undefined }>();
  for (const { file, record } of records) {
    record.portals.forEach((portal, i) => {
      for (const host of portalHosts(portal)) {
        const other = official.get(host);
        if (!other) official.set(host, { file, shared: portal.shared_by });
        else if (
          other.file !== file &&
          (portal.shared_by === undefined || portal.shared_by !== other.shared)
        ) {
          problems.push({
            file,
            field: `portals.${i}.hosts`,
            message: `host ${host} is already official in ${other.file} (a portal several records share needs the same shared_by in each)`,
          });
        }
      }
    });
  }
  const officialOwner = (host: string) => {
    for (const [h, v] of official) if (isUnder(host, h)) return { host: h, file: v.file };
    return null;
  };
  // A host has one role across the whole registry: a fake cannot also be a partner or a named portal.
  const roles = new Map<string, { field: string; file: string }>();
  for (const { file, record } of records) {
    const lists = [
      ["former_hosts", record.former_hosts.map((f) => f.host)],
      ["known_unofficial", record.known_unofficial.map((k) => k.host)],
      ["partners", (record.partners ?? []).map((p) => p.host)],
      ["unconfirmed", (record.unconfirmed ?? []).map((u) => u.host)],
    ] as const;
    for (const [field, hosts] of lists) {
      hosts.forEach((host, i) => {
        const owner = officialOwner(host);
        if (owner) {
          problems.push({
            file,
            field: `${field}.${i}.host`,
            message: `${host} cannot be ${field === "partners" || field === "unconfirmed" ? `listed in ${field}` : "unofficial"}: it is official through ${owner.host} in ${owner.file}`,
          });
        }
        const other = roles.get(host);
        if (other && other.field !== field) {
          problems.push({
            file,
            field: `${field}.${i}.host`,
            message: `${host} is already listed in ${other.field} in ${other.file}: a host has one role`,
          });
        } else if (!other) roles.set(host, { field, file });
      });
    }
  }
}

/** Validates record files: each on its own, then all together. */
export function validateRecords(files: readonly RecordFile[]): ValidationReport {
  const problems: Problem[] = [];
  const records = files.map((f) => checkRecord(f, problems)).filter((r): r is ValidRecord => r !== null);
  checkAcross(records, problems);
  return { records, problems };
}
