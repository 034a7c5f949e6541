// Country × visa-word patterns that DNR can match before a request is sent. They only choose which
// navigations are sent to the warning page first: that page asks core, and lets through whatever core
// does not warn about, so a pattern can cost a detour but never decides a verdict. Chrome compiles each
// regex within 2 KB, so patterns stay small: a few keywords each, plain visa words, lowercase hosts.
import { normalizeName, PATTERN_VISA_WORDS, type SnapshotCountry } from "@entryguard/core";

// Short names match inside too many unrelated words; the content-script guard still judges those hosts.
const MIN_KEYWORD_LENGTH = 4;
/**
 * Keywords per regex, by count and by length: more do not fit Chrome's 2 KB compiled-regex limit next to
 * the visa words (long names such as "saint-?vincent-?and-?the-?grenadines" count for several).
 */
export const KEYWORDS_PER_PATTERN = 6;
export const KEYWORD_CHARS_PER_PATTERN = 48;
const HOST_CHARS = "[a-z0-9.-]*";

/** The ASCII forms of a country's name, aliases and demonyms as they appear in a host name. */
export function countryKeywords(country: SnapshotCountry): string[] {
  const names = [country.country, ...country.aliases, ...country.demonyms];
  const keywords = new Set<string>();
  for (const name of names) {
    const folded = normalizeName(name);
    if (!/^[a-z ]+$/.test(folded)) continue;
    const words = folded.split(" ");
    // Three-letter all-caps aliases (USA, UAE) are how scam domains name those countries.
    const shortCode = /^[A-Z]{3}$/.test(name);
    if (words.join("").length < MIN_KEYWORD_LENGTH && !shortCode) continue;
    keywords.add(words.join("-?"));
  }
  return [...keywords].sort();
}

/** Splits keywords into groups that each fit one regex. */
export function keywordGroups(keywords: readonly string[]): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let chars = 0;
  for (const keyword of keywords) {
    if (
      group.length > 0 &&
      (group.length === KEYWORDS_PER_PATTERN || chars + keyword.length > KEYWORD_CHARS_PER_PATTERN)
    ) {
      groups.push(group);
      group = [];
      chars = 0;
    }
    group.push(keyword);
    chars += keyword.length;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * RE2 regexes (also valid JavaScript) matching http(s) URLs whose host names the country and a visa word,
 * in either order. Hosts reach DNR lowercased and in punycode, so the character class stays ASCII.
 */
export function countryPatterns(country: SnapshotCountry): string[] {
  const keywords = countryKeywords(country);
  const visa = `(?:${PATTERN_VISA_WORDS.join("|")})`;
  return keywordGroups(keywords).flatMap((group) => {
    const k = `(?:${group.join("|")})`;
    return [
      `^https?://${HOST_CHARS}${k}${HOST_CHARS}${visa}`,
      `^https?://${HOST_CHARS}${visa}${HOST_CHARS}${k}`,
    ];
  });
}
