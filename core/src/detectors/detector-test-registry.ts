// Core's fixture registry plus a few records that exercise the detectors: a portal name with "m"
// (homoglyph `rn`), a government-named unofficial host, a country without an online portal, and weak
// programme names (FMM, E-Ticket), a five-letter programme name that is no word (IMUGA), and a portal named
// by a visa word and a few letters (evisacam).

import type { Snapshot, SnapshotCountry } from "../snapshot/snapshot-schema.ts";
import { fixtureCountries, fixtureCountry as record } from "../test-fixtures/fixture-snapshot.ts";
import { createRegistryIndex, type RegistryIndex } from "../verdict/registry-index.ts";
import { verify } from "../verdict/verify.ts";

const extra: SnapshotCountry[] = [
  record({
    id: "sri-lanka",
    country: "Sri Lanka",
    iso2: "LK",
    aliases: ["Ceylon"],
    names: ["Sri Lanka", "Democratic Socialist Republic of Sri Lanka"],
    demonyms: ["Sri Lankan"],
    portals: [
      {
        url: "https://eta.gov.lk/",
        kind: "eta",
        name: "ETA",
        hosts: ["eta.gov.lk", "eservices.immigration.gov.lk"],
        sources: ["https://eta.gov.lk/"],
      },
    ],
    official_url: "https://eta.gov.lk/",
    former_hosts: [{ host: "srilankaevisa.lk" }],
    known_unofficial: [
      {
        host: "eta-srilanka-apply.example",
        source: "https://eta.gov.lk/notice",
        named_by: "Sri Lanka's Department of Immigration and Emigration",
        named_by_kind: "government",
      },
      {
        host: "visas-for-all.example",
        source: "https://eta.gov.lk/notice",
        named_by: "Sri Lanka's Department of Immigration and Emigration",
        named_by_kind: "government",
      },
    ],
  }),
  record({
    id: "thailand",
    country: "Thailand",
    iso2: "TH",
    names: ["Thailand", "Kingdom of Thailand"],
    demonyms: ["Thai"],
    portals: [
      {
        url: "https://tdac.immigration.go.th/",
        kind: "arrival-card",
        name: "Thailand Digital Arrival Card",
        sources: ["https://tdac.immigration.go.th/"],
        programmes: [{ name: "TDAC", source: "https://tdac.immigration.go.th/" }],
      },
    ],
    official_url: "https://tdac.immigration.go.th/",
    known_unofficial: [
      {
        host: "visas-for-all.example",
        source: "https://tdac.immigration.go.th/notice",
        named_by: "Thailand's Immigration Bureau",
        named_by_kind: "government",
      },
    ],
  }),
  record({
    id: "chad",
    country: "Chad",
    iso2: "TD",
    demonyms: ["Chadian"],
    unconfirmed: [
      {
        host: "evisa-chad-named.example",
        named_by: "Chad's Ministry of Foreign Affairs",
        source: "https://ministry.example/chad-evisa",
      },
    ],
    partners: [
      {
        host: "visa-centres.example",
        name: "Example Visa Centres (visa application centres)",
        role: "visa-application-centre",
        named_by: "Chad's Ministry of Foreign Affairs",
        source: "https://ministry.example/chad-partners",
      },
    ],
  }),
  record({
    id: "central-african-republic",
    country: "Central African Republic",
    iso2: "CF",
    aliases: ["CAR"],
  }),
  // Its code `ms` is an everyday word in domains (and one letter from Angola's `smevisa`).
  record({ id: "montserrat", country: "Montserrat", iso2: "MS" }),
  record({
    id: "kiribati",
    country: "Kiribati",
    iso2: "KI",
    names: ["Kiribati", "Independent and Sovereign Republic of Kiribati"],
  }),
  record({ id: "oman", country: "Oman", iso2: "OM", demonyms: ["Omani"] }),
  // A portal name that is a two-letter prefix and a visa word, one edit from other countries' codes
  // written beside a visa word (`sg-evisa`); and a portal host with a two-letter word of its own.
  record({
    id: "angola",
    country: "Angola",
    iso2: "AO",
    portals: [
      {
        url: "https://www.smevisa.gov.ao/",
        kind: "evisa",
        name: "Online visa application (SME)",
        sources: ["https://www.smevisa.gov.ao/"],
      },
    ],
    official_url: "https://www.smevisa.gov.ao/",
  }),
  record({ id: "singapore", country: "Singapore", iso2: "SG" }),
  record({
    id: "laos",
    country: "Laos",
    iso2: "LA",
    portals: [
      {
        url: "https://laoevisa.gov.la/",
        kind: "evisa",
        name: "Lao eVisa",
        sources: ["https://laoevisa.gov.la/"],
      },
    ],
    official_url: "https://laoevisa.gov.la/",
  }),
  record({
    id: "denmark",
    country: "Denmark",
    iso2: "DK",
    portals: [
      {
        url: "https://applyvisa.um.dk/",
        kind: "evisa",
        name: "Apply for a visa",
        sources: ["https://applyvisa.um.dk/"],
      },
    ],
    official_url: "https://applyvisa.um.dk/",
  }),
  // Programme names that say little alone: a three-letter acronym and an "e-" plus an ordinary word.
  record({
    id: "mexico",
    country: "Mexico",
    iso2: "MX",
    portals: [
      {
        url: "https://www.inm.gob.mx/fmme/",
        kind: "arrival-card",
        name: "Forma Migratoria Múltiple Electrónica",
        sources: ["https://www.inm.gob.mx/fmme/"],
        programmes: [{ name: "FMM", source: "https://www.inm.gob.mx/fmme/" }],
      },
    ],
    official_url: "https://www.inm.gob.mx/fmme/",
  }),
  // Both peoples are Dominicans.
  record({ id: "dominica", country: "Dominica", iso2: "DM", demonyms: ["Dominican"] }),
  record({
    id: "dominican-republic",
    country: "Dominican Republic",
    iso2: "DO",
    demonyms: ["Dominican"],
    portals: [
      {
        url: "https://eticket.migracion.gob.do/",
        kind: "arrival-card",
        name: "E-Ticket",
        sources: ["https://eticket.migracion.gob.do/"],
        programmes: [{ name: "E-Ticket", source: "https://eticket.migracion.gob.do/" }],
      },
    ],
    official_url: "https://eticket.migracion.gob.do/",
  }),
  record({
    id: "rwanda",
    country: "Rwanda",
    iso2: "RW",
    demonyms: ["Rwandan"],
    portals: [
      {
        url: "https://irembo.gov.rw/",
        kind: "evisa",
        name: "Visa application on IremboGov",
        sources: ["https://irembo.gov.rw/"],
      },
    ],
    official_url: "https://irembo.gov.rw/",
  }),
  // A portal name that is a visa word and a few letters after it (`evisa|cam`).
  record({
    id: "cameroon",
    country: "Cameroon",
    iso2: "CM",
    demonyms: ["Cameroonian"],
    portals: [
      {
        url: "https://www.evisacam.cm/",
        kind: "evisa",
        name: "e-Visa",
        hosts: ["evisacam.cm"],
        sources: ["https://www.evisacam.cm/"],
      },
    ],
    official_url: "https://www.evisacam.cm/",
  }),
  // A programme name of five letters that no dictionary holds, on a portal host that does not carry it.
  record({
    id: "maldives",
    country: "Maldives",
    iso2: "MV",
    demonyms: ["Maldivian"],
    portals: [
      {
        url: "https://declaration.example/",
        kind: "arrival-card",
        name: "IMUGA Traveller Declaration",
        sources: ["https://ministry.example/maldives-declaration"],
        programmes: [{ name: "IMUGA", source: "https://ministry.example/maldives-declaration" }],
      },
    ],
    official_url: "https://declaration.example/",
  }),
  record({
    id: "nigeria",
    country: "Nigeria",
    iso2: "NG",
    demonyms: ["Nigerian"],
    partners: [
      {
        host: "visa-centres.example",
        name: "Example Visa Centres (visa application centres in Nigeria)",
        role: "visa-application-centre",
        named_by: "Nigeria Immigration Service",
        source: "https://ministry.example/nigeria-partners",
      },
    ],
  }),
];

export const detectorSnapshot: Snapshot = {
  version: "detectors",
  hash: "detectors",
  countries: [...fixtureCountries, ...extra],
};

export const detectorIndex: RegistryIndex = createRegistryIndex(detectorSnapshot);

/** The verdict's kind, ISO2, first reason and imitated host for one input, for compact assertions. */
export function judge(input: string): {
  kind: string;
  iso2: string | null;
  code: string;
  imitates: string | null;
  message: string;
} {
  const outcome = verify(detectorIndex, input);
  if (!outcome.ok) throw new Error(outcome.error.message);
  const { verdict, iso2 } = outcome.result;
  return {
    kind: verdict.kind,
    iso2,
    code: verdict.reasons[0]?.code ?? "",
    imitates: verdict.imitates,
    message: verdict.reasons[0]?.message ?? "",
  };
}
