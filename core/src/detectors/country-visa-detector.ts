import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { skeleton } from "./confusables/skeleton.ts";
import { countryKeywordSentence } from "./detection-sentences.ts";
import type { Detector } from "./detector.ts";
import { shapeOf } from "./host/host-shape.ts";
import { AMBIGUOUS_ISO2, countryWords } from "./lexicon/country-words.ts";
import { anchored, type Segment, segment } from "./lexicon/segment.ts";
import { COUNTRY_SCHEMES, FILLER_WORDS, VISA_WORDS } from "./lexicon/visa-words.ts";
import { addWord, emptyTrie, type WordTrie } from "./lexicon/word-trie.ts";
import { portalContext } from "./targets/portal-context.ts";

type Word =
  | { readonly kind: "country"; readonly country: SnapshotCountry }
  | { readonly kind: "visa"; readonly scheme: SnapshotCountry | undefined }
  | { readonly kind: "filler" };

// Cheap first test: no visa word stem, no impersonation (most hosts stop here).
const VISA_STEM =
  /visa|visum|visto|vize|viza|eta|esta|etias|etrav|tdac|mdac|evus|arriv|migra|immig|imigr|permit|authori|einreise/;

function edgeOrVisa(piece: Segment<Word> | undefined): boolean {
  return piece === undefined || piece.boundary || piece.value?.kind === "visa";
}

function tight(segments: readonly Segment<Word>[], i: number): boolean {
  return edgeOrVisa(segments[i - 1]) && edgeOrVisa(segments[i + 1]);
}

const STANDALONE_SCHEMES = new Set(["nzeta", "k-eta"]);

interface Found {
  readonly country: SnapshotCountry;
  readonly at: number;
  readonly word: string;
}

/**
 * Combosquatting, the class most scam domains belong to: a country word (name, translation, demonym,
 * alias, or an ISO code as its own word) with a visa word (`evisa-turkey.com`, `turkishvisaonline.org`,
 * `uk-eta-application.com`, `srilankaeta.com`). Run-together labels are segmented into known words, and
 * a word counts only between known words or separators, so `woman.com` is not Oman, `indiana.edu` not
 * India, and `metadata.io` holds no eta.
 */
export const countryVisaDetector: Detector = {
  name: "country-keyword",
  prepare(data) {
    const context = portalContext(data);
    const countries = data.snapshot.countries;
    // The word trie is built when the first host with a visa stem arrives: most hosts never get past
    // that test, so a context that judges one benign host (the in-page guard) never pays for it.
    let lexicon: { trie: WordTrie<Word>; codes: Map<string, SnapshotCountry> } | undefined;
    const buildLexicon = () => {
      const byIso2 = new Map(countries.map((c) => [c.iso2, c]));
      const trie = emptyTrie<Word>();
      for (const [word, country] of countryWords(countries))
        addWord(trie, word, { kind: "country", country });
      for (const word of VISA_WORDS) {
        const iso2 = COUNTRY_SCHEMES[word];
        addWord(trie, word, { kind: "visa", scheme: iso2 === undefined ? undefined : byIso2.get(iso2) });
      }
      for (const word of FILLER_WORDS) addWord(trie, word, { kind: "filler" });
      const codes = new Map<string, SnapshotCountry>();
      for (const c of countries)
        if (!AMBIGUOUS_ISO2.has(c.iso2.toLowerCase())) codes.set(c.iso2.toLowerCase(), c);
      return { trie, codes };
    };

    return (host) => {
      const shape = shapeOf(host);
      const body = shape.body.includes("xn--")
        ? skeleton(host.unicode).slice(0, -shape.suffix.length - 1)
        : shape.body;
      if (!VISA_STEM.test(body)) return null;
      if (context.guard.protects(shape)) return null;
      lexicon ??= buildLexicon();
      const { trie, codes } = lexicon;
      const segments = segment(trie, body);
      const visas: Found[] = [];
      const found: Found[] = [];
      let known = 0;
      for (let i = 0; i < segments.length; i++) {
        const s = segments[i] as Segment<Word>;
        if (s.value === undefined || !anchored(segments, i)) continue;
        known += 1;
        const word = body.slice(s.start, s.end);
        // A short word (`us`, `uk`, `uae`) hides in ordinary text (`analogousvisa`): it counts only
        // between separators or right beside a visa word, not propped up by a filler such as `go`.
        if (s.value.kind === "country" && (word.length > 3 || tight(segments, i))) {
          found.push({ country: s.value.country, at: i, word });
        }
        if (s.value.kind === "visa") visas.push({ country: s.value.scheme as SnapshotCountry, at: i, word });
      }
      if (visas.length === 0) return null;
      // A lone ISO code is a country word only as a whole label or hyphenated word (`tr-evisa`).
      // Codes are two letters: only a two-letter token is cut out and looked up.
      for (let t = 0, from = 0; from <= body.length; t++) {
        let to = from;
        while (to < body.length && body[to] !== "." && body[to] !== "-") to++;
        if (to - from === 2) {
          const token = body.slice(from, to);
          const code = codes.get(token);
          if (code) found.push({ country: code, at: -1 - t, word: token });
        }
        from = to + 1;
      }
      let pick: Found | undefined;
      let gap = Number.POSITIVE_INFINITY;
      for (const f of found) {
        for (const v of visas) {
          const d = f.at < 0 ? 1000 : Math.abs(f.at - v.at);
          if (d < gap) {
            gap = d;
            pick = f;
          }
        }
      }
      const visa = visas[0] as Found;
      if (!pick) {
        // A scheme that names its country counts alone when its name is unmistakable (nzeta, k-eta);
        // esta (Spanish "this"), tdac and the rest need one more known word (`esta-online`).
        const scheme = visas.find((v) => v.country !== undefined);
        if (!scheme || (known < 2 && !STANDALONE_SCHEMES.has(scheme.word))) return null;
        pick = scheme;
      }
      const words = pick === visa ? [visa.word] : [pick.word, (visas.find((v) => v !== pick) ?? visa).word];
      return {
        kind: "impersonation",
        country: pick.country,
        imitates: null,
        reasons: [
          { code: "country-keyword", message: countryKeywordSentence(host.unicode, pick.country, words) },
        ],
      };
    };
  },
};
