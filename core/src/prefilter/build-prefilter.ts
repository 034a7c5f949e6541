// Derives the page prefilter's table (host-prefilter.ts) from the same parts core's detectors are built
// from: the lexicon's visa words, the registry's programme words, the portal names and their typo index.
// Run at build time; nothing here runs in a page.

import { runnerNamed } from "../detectors/country-visa/weak-programmes.ts";
import { buildDetectionContext } from "../detectors/detection-context.ts";
import { governmentSuffixParts } from "../detectors/guards/precision-guards.ts";
import { letters } from "../host/host-description.ts";
import { collectProgrammes } from "../lexicon/programme-words.ts";
import { SHORT_VISA_WORDS, VISA_WORDS } from "../lexicon/visa-words.ts";
import { buildPortalIndex, snapshotPortalHosts } from "../snapshot/portal-index.ts";
import type { Snapshot } from "../snapshot/snapshot-schema.ts";
import { createVerifier } from "../verdict/create-verifier.ts";
import { encodeHashes, nameHash, type PrefilterTable } from "./host-prefilter.ts";

/** Words that hold no shorter word of the list: a host holding a longer one holds the shorter too. */
function shortestCover(words: Iterable<string>): string[] {
  const sorted = [...new Set(words)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const kept: string[] = [];
  for (const word of sorted) if (!kept.some((k) => word.includes(k))) kept.push(word);
  return kept.sort();
}

/** The programme words that make a host a visa site on their own (weak ones need a visa word beside them). */
function strongProgrammeWords(snapshot: Snapshot): string[] {
  const { words, weak } = collectProgrammes(snapshot.countries);
  return [...words.keys()].filter((word) => !weak.has(word));
}

/** The prefilter table of a snapshot. */
export function buildPrefilterTable(snapshot: Snapshot): PrefilterTable {
  const context = buildDetectionContext(snapshot, buildPortalIndex(snapshot));
  const names = new Set<string>();
  for (const key of context.names.keys()) names.add(key);
  for (const key of context.skeletonNames.keys()) names.add(key);
  for (const key of context.typos.byKey.keys()) names.add(key);
  // Under a government suffix core's precision guard clears every portal name a host holds; what it still
  // judges there goes in lists of their own, the only ones such a host is asked about: portal hosts'
  // skeletons, by a tail of its labels with a stand-in in it (`apply.etrave1.gov.ph`, as core's homoglyph
  // check reads tails), and in any run, the pairs below (by the government-suffix rule) and the hosts the
  // registry names.
  const hostSkeletons = new Set<string>();
  for (const key of context.hostSkeletons.keys()) hostSkeletons.add(letters(key));
  const underGovernment = new Set<string>();
  // A weak programme name, or a bare "arrival", and the name or code of a country that runs it, as a host's
  // only two words (`canada-ave`, `avecanada`, `eticket-dominican`, `thailand-arrival`): the
  // country-and-visa detector's one reading without a visa word.
  for (const [weak, runners] of context.weakProgrammes) {
    for (const [word, value] of context.words.words) {
      if (!runnerNamed(context, runners, word, value)) continue;
      underGovernment.add(letters(word + weak));
      underGovernment.add(letters(weak + word));
    }
  }
  // Hosts the registry itself names as not official (and their subdomains, whose last labels they are).
  for (const country of snapshot.countries) {
    for (const named of [...country.known_unofficial, ...country.former_hosts])
      underGovernment.add(letters(named.host));
  }
  const verifier = createVerifier(snapshot);
  const official = snapshotPortalHosts(snapshot).filter((host) => {
    const outcome = verifier.verify(host);
    return outcome.ok && outcome.result.verdict.kind === "official";
  });
  return {
    derivedFrom: snapshot.hash,
    official: official.sort(),
    // Weak programme words (AVE, FMM, ISS) never make a host a visa site by themselves, only beside a visa
    // word, which is listed: as substrings they would hold naver.com, travel.com and every "save" page.
    words: shortestCover([...VISA_WORDS, ...strongProgrammeWords(snapshot)].map((w) => w.toLowerCase())),
    tokens: [...SHORT_VISA_WORDS].sort(),
    // Disjoint lists: a host under a government suffix is asked about the last two only.
    nameHashes: encodeHashes(
      [...names].filter((n) => !underGovernment.has(n) && !hostSkeletons.has(n)).map(nameHash),
    ),
    government: {
      ...governmentSuffixParts(snapshot.countries),
      hostHashes: encodeHashes([...hostSkeletons].filter((n) => !underGovernment.has(n)).map(nameHash)),
      nameHashes: encodeHashes([...underGovernment].map(nameHash)),
    },
  };
}
