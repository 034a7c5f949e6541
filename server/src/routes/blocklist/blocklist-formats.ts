import type { BlocklistEntry } from "./blocklist-entries.ts";

/** The formats the feed is served in. */
export const BLOCKLIST_FORMATS = ["hosts", "adblock", "rpz", "json"] as const;
export type BlocklistFormat = (typeof BLOCKLIST_FORMATS)[number];

/** What every format says about where the list came from. */
export interface BlocklistMeta {
  readonly version: string;
  readonly publicBaseUrl: string;
}

const TITLE = "Entryguard: hosts named as unofficial entry-authorisation sites, and former portal hosts";

function header(prefix: string, meta: BlocklistMeta, format: BlocklistFormat): string[] {
  return [
    `${prefix} ${TITLE}`,
    `${prefix} Registry version: ${meta.version}`,
    `${prefix} Source: ${meta.publicBaseUrl}/v1/blocklist?format=${format}`,
    `${prefix} Official portals are never listed: ${meta.publicBaseUrl}/countries`,
  ];
}

/** A zone serial (YYYYMMDD00) from the snapshot's date, so resolvers see a newer registry as newer. */
export function rpzSerial(version: string): number {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(version);
  return date ? Number(`${date[1]}${date[2]}${date[3]}00`) : 1;
}

/** The media type each format is served with. */
export const BLOCKLIST_MEDIA_TYPES: Record<BlocklistFormat, string> = {
  hosts: "text/plain; charset=utf-8",
  adblock: "text/plain; charset=utf-8",
  rpz: "text/dns; charset=utf-8",
  json: "application/json",
};

/** Renders the entries in one format; text formats end with a newline. */
export function renderBlocklist(
  format: BlocklistFormat,
  entries: readonly BlocklistEntry[],
  meta: BlocklistMeta,
): string {
  const hosts = entries.map((e) => e.host);
  switch (format) {
    case "hosts":
      return `${[...header("#", meta, format), ...hosts.map((h) => `0.0.0.0 ${h}`)].join("\n")}\n`;
    case "adblock":
      return `${[
        "[Adblock Plus 2.0]",
        `! Title: ${TITLE}`,
        `! Version: ${meta.version}`,
        "! Expires: 1 day",
        `! Homepage: ${meta.publicBaseUrl}/countries`,
        ...hosts.map((h) => `||${h}^`),
      ].join("\n")}\n`;
    case "rpz":
      // A response policy zone: `CNAME .` answers NXDOMAIN for the host and, with `*.`, its subdomains.
      return `${[
        ...header(";", meta, format),
        "$TTL 3600",
        `@ IN SOA localhost. hostmaster.localhost. ${rpzSerial(meta.version)} 3600 600 86400 3600`,
        "@ IN NS localhost.",
        ...hosts.flatMap((h) => [`${h} CNAME .`, `*.${h} CNAME .`]),
      ].join("\n")}\n`;
    case "json":
      return JSON.stringify({ version: meta.version, total: entries.length, hosts: entries });
  }
}
