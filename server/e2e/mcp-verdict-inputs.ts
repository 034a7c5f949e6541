import type { Snapshot } from "@entryguard/core";

export interface VerifyInput {
  readonly url: string;
  readonly country?: string;
}

/** Look-alikes of an official host, the way scam sites build them. */
function lookalikesOf(host: string): string[] {
  const bare = host.replace(/^www\./, "");
  const labels = bare.split(".");
  const first = labels[0] ?? bare;
  const rest = labels.slice(1).join(".");
  return [
    `${first.slice(0, -1)}.${rest}`, // a dropped letter
    `${first}${first.at(-1)}.${rest}`, // a doubled letter
    `${labels.slice(0, -1).join(".")}.com`, // swapped TLD
    `${bare.replace(/\./g, "-")}.com`, // dots to hyphens
    `${bare}.apply-online.example`, // the real name embedded
    bare.replace("o", "\u043e"), // Cyrillic o
    `https://${bare}@portal-check.example/`, // userinfo
  ];
}

const UNRELATED = [
  "google.com",
  "https://www.booking.com/",
  "wikipedia.org",
  "https://www.emirates.com/",
  "bbc.co.uk",
  "example.org",
  "https://127.0.0.1/",
  "http://[::1]/visa",
  "localhost:8080",
];

const IMPERSONATION = [
  "turkey-evisa-online.com",
  "india-visa-apply.org",
  "https://www.srilanka-eta.info/",
  "usa-esta-application.com",
  "kenya-eta-online.net",
  "vietnam-evisa.org",
  "uk-eta-apply.com",
  "canada-eta-online.org",
];

/** Private visa services that name no country. */
const VISA_SERVICES = ["visa-online-services.com", "https://evisa-express.net/apply"];

const INVALID = [
  "",
  "   ",
  "ftp://evisa.gov.tr",
  "javascript:alert(1)",
  "https://",
  `https://${"a".repeat(2100)}.com`,
];

const COUNTRIES = ["Turkey", "IN", "united states", "Sri Lanka", "uk", "Narnia", "Indai", "kenya"];

/** At least 300 inputs across every verdict kind, with and without a country, from the registry itself. */
export function verdictInputs(snapshot: Snapshot): VerifyInput[] {
  const inputs: VerifyInput[] = [];
  const withPortals = snapshot.countries.filter((c) => c.portals.length > 0);
  for (const [i, c] of withPortals.entries()) {
    const portal = c.portals[0];
    if (!portal) continue;
    const host = new URL(portal.url).hostname;
    inputs.push({ url: portal.url }, { url: portal.url, country: c.iso2 });
    // Every fifth: the same portal asked for another country, and shouted with a trailing dot.
    if (i % 5 === 0) {
      inputs.push({ url: `HTTPS://${host.toUpperCase()}./`, country: "Japan" });
      for (const fake of lookalikesOf(host)) inputs.push({ url: fake }, { url: fake, country: c.country });
    }
  }
  // The registry's other roles: partners, hosts named but unconfirmed, former and named unofficial hosts.
  for (const c of snapshot.countries) {
    const hosts = [
      ...(c.partners ?? []).map((p) => p.host),
      ...(c.unconfirmed ?? []).map((u) => u.host),
      ...c.former_hosts.map((f) => f.host),
      ...c.known_unofficial.map((k) => k.host),
    ];
    for (const host of hosts) inputs.push({ url: host }, { url: `https://www.${host}/`, country: c.iso2 });
  }
  for (const url of [...UNRELATED, ...IMPERSONATION, ...VISA_SERVICES, ...INVALID]) {
    inputs.push({ url });
    for (const country of COUNTRIES) inputs.push({ url, country });
  }
  return inputs;
}
