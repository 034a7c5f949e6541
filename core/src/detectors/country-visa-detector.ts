// The country-and-visa detector: reads a host body's words (reading/reading.ts, which the embedded-name
// detector asks too) and decides, in order, what they accuse it of. Its own readings live in country-visa/.
import { type HostDescription, letters } from "../host/host-description.ts";
import { localVisaWord } from "../lexicon/local-visa-words.ts";
import { AGENCY_WORDS, LEGAL_PROFESSION_WORDS } from "../lexicon/visa-words.ts";
import {
  countryKeywordSentence,
  governmentSuffixSentence,
  visaServiceSentence,
} from "../sentences/sentences.ts";
import type { SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { foldAscii, foldedDigits, skeleton } from "./confusables/skeleton.ts";
import { misspeltBesideVisa } from "./country-visa/misspelt-country.ts";
import { weakBesideItsCountry, wholeWeakName } from "./country-visa/weak-programmes.ts";
import type { Detection, Detector } from "./detector.ts";
import { governmentOf, sameSovereign, underGovernment } from "./guards/precision-guards.ts";
import { codeBesideVisa } from "./reading/code-beside-visa.ts";
import { CARD_BRAND, ordinaryProgramme, otherMeaning } from "./reading/pieces.ts";
import { nearest, read } from "./reading/reading.ts";

/**
 * A programme name of four letters or more that no dictionary holds (`k-eta`, `nzeta`, `tdac`,
 * `checkmig`) names its country on its own; three letters (`fmm`) are weak and never do.
 */
function standalone(word: string): boolean {
  return word.includes("-") || !ordinaryProgramme(word, 4);
}

/** An IDN host's body in Latin letters (its TR39 skeleton), so `еvisа-turkey` reads as evisa-turkey. */
function foldedBody(host: HostDescription): string {
  const folded = skeleton(host.unicode).replace(/^www\./, "");
  const end = folded.length - host.suffix.length - 1;
  return end > 0 && folded[end] === "." ? folded.slice(0, end) : folded;
}

/**
 * A label without its numbers: a year or a count is no word (`k-eta2025`, `mdac-2026`, `24-tdac`), so the
 * programme beside it still stands alone.
 */
function withoutNumbers(label: string): string {
  return label.replace(/[0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

function impersonation(host: HostDescription, country: SnapshotCountry, words: string[]): Detection {
  return {
    kind: "impersonation",
    country,
    imitates: null,
    reasons: [{ code: "country-keyword", message: countryKeywordSentence(host.unicode, country, words) }],
  };
}

function visaService(host: HostDescription, word: string): Detection {
  return {
    kind: "visa-service",
    country: null,
    imitates: null,
    reasons: [{ code: "visa-service", message: visaServiceSentence(host.unicode, [word]) }],
  };
}

/**
 * Combosquatting, the class most scam domains belong to: a country word (name, demonym, alias, place,
 * ISO code as its own word) or a country's programme (ESTA, K-ETA, TDAC) with a visa word
 * (`evisa-turkey.com`, `turkishvisaonline.org`, `uk-eta-apply.com`, `esta-registration.org`); a visa word
 * under the country's own internet code (`evisa.com.tr`, `traveleta.com.au`); a visa-themed name under a
 * government suffix that is not the portal. Visa words with no country are a private visa service
 * (`visa-online-services.com`). Run-together labels are segmented into known words, and a word counts
 * only between known words or separators, so `woman.com` is not Oman and `metadata.io` holds no eta.
 */
export const countryVisaDetector: Detector = {
  name: "country-keyword",
  create(context) {
    /**
     * The verdict on a host read as `body` (its registrable label the last part of it), `written` as the
     * host writes it: the words that give a visa word another meaning are those written (`attorney`).
     */
    const judge = (
      host: HostDescription,
      body: string,
      written: string,
      government: boolean,
    ): Detection | null => {
      const label = body.slice(body.lastIndexOf(".") + 1);
      if (!context.visaWord.test(body)) return null;
      if (government) {
        // Ministries and embassies stay untouched, and so does a government's own immigration service
        // (nepalimmigration.gov.np, migracioncolombia.gov.co): only a registered name that offers a country's
        // visa (`indiavisa.gov.ng`, and `vietnamvisa.gov.vn`, which Vietnam's registry handed out), by a
        // country name of four letters or more, since a code (never longer) or a short abbreviation beside a
        // visa word there is as often part of an agency's or a service's name (AGEVISA of agevisa.pb.gov.br,
        // eTaal of etaal.gov.in, Victoria's iUsePass at iusepass.vic.gov.au).
        const reading = read(context, label);
        const pick = nearest(reading);
        if (!pick?.country || letters(pick.word).length <= 3 || reading.unknown > 0) return null;
        const own = governmentOf(context.countries, host);
        const agency = reading.visas.every((v) => AGENCY_WORDS.has(letters(v.word)));
        if (agency && own && sameSovereign(own, pick.country)) return null;
        return {
          kind: "impersonation",
          country: pick.country,
          imitates: null,
          reasons: [
            { code: "government-suffix", message: governmentSuffixSentence(host.unicode, pick.country) },
          ],
        };
      }
      const reading = read(context, body);
      // "visa" as the card network, "eta" as an arrival time: no visa, whatever country the host names.
      if (otherMeaning(reading.visas, written)) return null;
      const visa = reading.visas[0];
      // A law firm names the country whose immigration law it practises (`australia-immigration-lawyers`):
      // a business that advises on visas, which the verdict tells apart as a visa service.
      if (visa && LEGAL_PROFESSION_WORDS.some((w) => letters(written).includes(w)))
        return visaService(host, visa.word);
      const pick = visa ? nearest(reading) : undefined;
      const scheme = reading.visas.find((v) => v.country !== null);
      if (visa && pick?.country) {
        // A programme one country runs names the authorisation sold; another country's name beside it is
        // the traveller's own (`estagermany`, `france-esta.fr`).
        if (scheme?.country && scheme.country !== pick.country)
          return impersonation(host, scheme.country, [scheme.word]);
        const other = reading.visas.find((v) => v !== pick) ?? visa;
        return impersonation(host, pick.country, [pick.word, other.word]);
      }
      // A programme one country runs names it: with one more known word (`esta-online`; esta alone is
      // Spanish for "this"), beside a visa service's name (`esta.visasyst.com`), alone under a country
      // code (`esta.us`, `esta.us.org`), or alone when it is no ordinary word (`k-eta.net`, `nzeta.com`, also
      // with a number: `mdac2026.com`). Beside a word no list knows it names a visa service at most: a
      // business may bear the name (`nadra-photography`, Nadra being a given name too).
      const alone =
        withoutNumbers(label) === scheme?.word && (host.countryCode !== "" || standalone(scheme.word));
      if (scheme?.country && (reading.known >= 2 || alone || reading.edgePlainVisa))
        return impersonation(host, scheme.country, [scheme.word]);
      const pair = weakBesideItsCountry(context, reading, body);
      if (pair) return impersonation(host, pair.country, pair.words);
      const whole = wholeWeakName(reading);
      if (whole) return impersonation(host, whole.country, [whole.word]);
      const code = codeBesideVisa(context.apartCodes, context.words, body);
      if (code) return impersonation(host, code.country, code.words);
      const misspelt = misspeltBesideVisa(context.misspellings, context.words, body);
      if (misspelt) return impersonation(host, misspelt.country, misspelt.words);
      // A weak programme word (FMM, E-Ticket) names its country only beside a visa word (`fmm-visa`).
      const named = reading.weak.find((w) => w.country !== null);
      if (named?.country && reading.visas.some((v) => v.country === null))
        return impersonation(host, named.country, [named.word, visa?.word ?? named.word]);
      // `cargo-eta` is an arrival time, `eta.co.uk` a motoring club, `visa.com.ng` the card network: alone,
      // a visa word must be unmistakable.
      const strong = reading.visas.find(
        (v) => v.country === null && v.word.replace(/-/g, "").length >= 4 && !CARD_BRAND.has(v.word),
      );
      // Nothing but visa and ordinary words under a country's internet code: `evisa.com.tr`, `traveleta.com.au`,
      // `evisa.us.com`. Visa words all in the country's own language speak to its residents, who need other
      // countries' visas (`visum-service.de`, `vize.com.tr`): a visa service, not that country's.
      const byCode = context.ccTlds.get(host.countryCode);
      const residents = reading.visas.every((v) => localVisaWord(letters(v.word), host.countryCode));
      if (visa && reading.unknown === 0 && byCode && !residents && (strong || reading.known >= 2))
        return impersonation(host, byCode, [
          visa.word,
          `.${host.tld === host.countryCode ? host.tld : host.suffix}`,
        ]);
      const service = reading.unknown === 0 && (reading.known >= 2 || strong) ? (strong ?? visa) : undefined;
      const word = service?.word ?? reading.edgeVisa;
      return word ? visaService(host, word) : null;
    };
    return (host) => {
      const government = underGovernment(context.government, host);
      if (!government && context.guard(host)) return null;
      const body = host.body.includes("xn--") ? foldedBody(host) : host.body;
      // Digits standing in for letters (`m0rocco-evisa`, `ma1ta-visa`): read as those letters first, where
      // that names a country; as written, a digit parts words (`ma|1|ta` would be Morocco's code).
      for (const folded of foldedDigits(body)) {
        const standing = judge(host, folded, body, government);
        if (standing?.kind === "impersonation") return standing;
      }
      const written = judge(host, body, body, government);
      // Letter pairs standing in for one (`vietnarn-visa`) only where the host as written names none: a
      // real `rn` is far commoner (`government`, `journey`).
      const paired = foldAscii(body);
      if (written?.kind === "impersonation" || paired === body) return written;
      const standing = judge(host, paired, body, government);
      return standing?.kind === "impersonation" ? standing : written;
    };
  },
};
