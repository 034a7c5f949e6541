import { hostSuffixMap, longestSuffixValue } from "../snapshot/host-suffix-map.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { formerHostSentence, knownUnofficialSentence } from "./detection-sentences.ts";
import type { Detection, Detector } from "./detector.ts";

interface Listed {
  readonly country: SnapshotCountry;
  readonly detection: (host: string) => Detection;
}

function currentHost(country: SnapshotCountry): string | null {
  return country.official_url === null ? null : new URL(country.official_url).hostname;
}

/**
 * The registry's own lists: a host a country used before (`former_hosts`: the portal moved, point to the
 * new one) and hosts a government named as unofficial (`known_unofficial`: say who named it). Exact
 * hosts and their subdomains; checked before any guard, since a former government host is under a
 * government suffix.
 */
export const registryListsDetector: Detector = {
  name: "registry-lists",
  prepare(data) {
    const listed = new Map<string, Listed>();
    for (const country of data.snapshot.countries) {
      for (const former of country.former_hosts) {
        listed.set(former.host, {
          country,
          detection: (host) => ({
            kind: "lookalike",
            country,
            imitates: currentHost(country),
            reasons: [{ code: "former-host", message: formerHostSentence(host, country, former.note) }],
          }),
        });
      }
      for (const named of country.known_unofficial) {
        listed.set(named.host, {
          country,
          detection: (host) => ({
            kind: "impersonation",
            country,
            imitates: null,
            reasons: [
              { code: "known-unofficial", message: knownUnofficialSentence(host, country, named.named_by) },
            ],
          }),
        });
      }
    }
    const suffixes = hostSuffixMap(listed);
    return (host) => {
      const hit = longestSuffixValue(suffixes, host.ascii);
      return hit ? hit.detection(host.unicode) : null;
    };
  },
};
