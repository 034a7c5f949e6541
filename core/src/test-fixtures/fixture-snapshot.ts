// A small registry of a few real countries for core's own tests. The verdict code never depends on it:
// the real registry is built in `registry/` and passed in the same way.
import type { CountryRecord, Portal } from "../snapshot/record-schema.ts";
import type { Snapshot, SnapshotCountry } from "../snapshot/snapshot-schema.ts";

const ETIAS: Portal = {
  url: "https://travel-europe.europa.eu/etias_en",
  kind: "eta",
  name: "ETIAS",
  hosts: ["travel-europe.europa.eu"],
  sources: ["https://travel-europe.europa.eu/etias_en"],
  shared_by: "etias",
};

const ESTA: Portal = {
  url: "https://esta.cbp.dhs.gov/",
  kind: "eta",
  name: "Electronic System for Travel Authorization (ESTA)",
  sources: ["https://esta.cbp.dhs.gov/"],
  shared_by: "united-states",
};

/** A programme name of ordinary words, one a visa word: weak alone, whole only the programme. */
const DIVERSITY_VISA: Portal = {
  url: "https://dvprogram.state.gov/",
  kind: "other",
  name: "Diversity Visa Program",
  sources: ["https://dvprogram.state.gov/"],
  shared_by: "united-states",
  programmes: [{ name: "Diversity Visa", source: "https://dvprogram.state.gov/" }],
};

/** A snapshot record with empty defaults: each test names only the fields it cares about. */
export function fixtureCountry(
  fields: Partial<SnapshotCountry> & Pick<SnapshotCountry, "id" | "country" | "iso2">,
): SnapshotCountry {
  return {
    aliases: [],
    portals: [],
    official_url: null,
    former_hosts: [],
    known_unofficial: [],
    status: "unverified",
    checked_on: null,
    updated_on: "2026-11-22",
    notes: "",
    history: [],
    flag: "",
    names: [fields.country],
    demonyms: [],
    last_checked: null,
    ...fields,
  };
}

function country(
  record: Partial<CountryRecord> & Pick<CountryRecord, "id" | "country" | "iso2">,
  names: string[],
  demonyms: string[],
): SnapshotCountry {
  return fixtureCountry({ ...record, names, demonyms });
}

export const fixtureCountries: SnapshotCountry[] = [
  country(
    {
      id: "turkiye",
      country: "Türkiye",
      iso2: "TR",
      aliases: ["Turkey"],
      portals: [
        {
          url: "https://www.evisa.gov.tr/en/",
          kind: "evisa",
          name: "e-Visa",
          hosts: ["evisa.gov.tr"],
          sources: ["https://www.evisa.gov.tr/en/"],
        },
      ],
      official_url: "https://www.evisa.gov.tr/en/",
    },
    ["Türkiye", "Republic of Türkiye", "Turkiye", "Republic of Turkey"],
    ["Turkish"],
  ),
  country(
    {
      id: "india",
      country: "India",
      iso2: "IN",
      aliases: ["Bharat"],
      portals: [
        {
          url: "https://indianvisaonline.gov.in/evisa/",
          kind: "evisa",
          name: "e-Visa",
          sources: ["https://indianvisaonline.gov.in/evisa/"],
        },
      ],
      official_url: "https://indianvisaonline.gov.in/evisa/",
    },
    ["India", "Republic of India"],
    ["Indian"],
  ),
  country(
    {
      id: "united-states",
      country: "United States",
      iso2: "US",
      aliases: ["USA", "America"],
      portals: [ESTA, DIVERSITY_VISA],
      official_url: ESTA.url,
    },
    ["United States", "United States of America", "US"],
    ["American"],
  ),
  country(
    { id: "guam", country: "Guam", iso2: "GU", portals: [ESTA], official_url: ESTA.url },
    ["Guam", "Guåhån"],
    ["Guamanian"],
  ),
  country(
    {
      id: "kenya",
      country: "Kenya",
      iso2: "KE",
      portals: [
        {
          url: "https://www.etakenya.go.ke/",
          kind: "eta",
          name: "Electronic Travel Authorisation (eTA)",
          hosts: ["etakenya.go.ke"],
          sources: ["https://www.etakenya.go.ke/"],
        },
      ],
      official_url: "https://www.etakenya.go.ke/",
      former_hosts: [{ host: "evisa.go.ke", note: "Kenya replaced its eVisa with the eTA in January 2024." }],
    },
    ["Kenya", "Republic of Kenya"],
    ["Kenyan"],
  ),
  country(
    {
      id: "cote-divoire",
      country: "Ivory Coast",
      iso2: "CI",
      aliases: ["Côte d'Ivoire"],
      notes: "Fixture: no portal listed.",
    },
    ["Ivory Coast", "Republic of Côte d'Ivoire"],
    ["Ivorian"],
  ),
  country(
    { id: "monaco", country: "Monaco", iso2: "MC", notes: "Entry is through the Schengen area." },
    ["Monaco", "Principality of Monaco"],
    ["Monegasque"],
  ),
  country(
    { id: "france", country: "France", iso2: "FR", portals: [ETIAS], official_url: ETIAS.url },
    ["France", "French Republic"],
    ["French"],
  ),
  country(
    { id: "germany", country: "Germany", iso2: "DE", portals: [ETIAS], official_url: ETIAS.url },
    ["Germany", "Federal Republic of Germany"],
    ["German"],
  ),
  country(
    { id: "united-kingdom", country: "United Kingdom", iso2: "GB", aliases: ["UK", "Great Britain"] },
    ["United Kingdom", "United Kingdom of Great Britain and Northern Ireland"],
    ["British"],
  ),
  country(
    { id: "south-korea", country: "South Korea", iso2: "KR", aliases: ["Korea, Republic of"] },
    ["South Korea", "Republic of Korea"],
    ["South Korean"],
  ),
  country(
    { id: "north-korea", country: "North Korea", iso2: "KP" },
    ["North Korea", "Democratic People's Republic of Korea"],
    ["North Korean"],
  ),
];

export const fixtureSnapshot: Snapshot = { version: "fixture", hash: "fixture", countries: fixtureCountries };

/** Every portal host of the fixture, for oracles in tests. */
export const fixturePortalHosts = [
  "evisa.gov.tr",
  "indianvisaonline.gov.in",
  "esta.cbp.dhs.gov",
  "etakenya.go.ke",
  "travel-europe.europa.eu",
];
