import { describe, expect, it } from "vitest";
import type { RecordFile } from "../records/read-records.ts";
import { formatProblem } from "./problem.ts";
import { validateRecords } from "./validate-records.ts";

/** A valid record for `id`, with one portal on `host`; `change` edits it into the case under test. */
function record(
  id: string,
  iso2: string,
  host: string,
  change: (r: Record<string, unknown>) => void = () => {},
) {
  const url = `https://${host}/`;
  const r: Record<string, unknown> = {
    id,
    country: id.replace(/^./, (c) => c.toUpperCase()),
    iso2,
    aliases: [],
    portals: [{ url, kind: "evisa", name: "e-Visa", sources: [url] }],
    official_url: url,
    former_hosts: [],
    known_unofficial: [],
    status: "unverified",
    checked_on: null,
    updated_on: "2026-11-22",
    notes: "",
    history: [],
  };
  change(r);
  return r;
}

const file = (name: string, data: unknown): RecordFile => ({
  file: `countries/${name}.json`,
  path: `/nowhere/countries/${name}.json`,
  data,
  parseError: null,
});

const messages = (...files: RecordFile[]) => validateRecords(files).problems.map(formatProblem);

/** Problems in a Kenya record (portal etakenya.go.ke) edited by `change`. */
const kenyaProblems = (change: (r: Record<string, unknown>) => void) =>
  messages(file("kenya", record("kenya", "KE", "etakenya.go.ke", change)));
const portal = (r: Record<string, unknown>) =>
  (r.portals as Record<string, unknown>[])[0] as Record<string, unknown>;

describe("validateRecords", () => {
  it("accepts valid records", () => {
    const report = validateRecords([
      file("kenya", record("kenya", "KE", "etakenya.go.ke")),
      file("india", record("india", "IN", "indianvisaonline.gov.in")),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.records.map((r) => r.record.id)).toEqual(["kenya", "india"]);
  });

  it("names the file and the missing field", () => {
    const data = record("kenya", "KE", "etakenya.go.ke", (r) => {
      delete r.updated_on;
    });
    expect(messages(file("kenya", data))).toEqual([
      "countries/kenya.json: updated_on: Invalid input: expected string, received undefined",
    ]);
  });

  it("names a missing field inside a portal", () => {
    const data = record("kenya", "KE", "etakenya.go.ke", (r) => {
      delete portal(r).sources;
    });
    expect(messages(file("kenya", data))).toEqual([
      "countries/kenya.json: portals.0.sources: Invalid input: expected array, received undefined",
    ]);
  });

  it("refuses a portal without a source", () => {
    const data = record("kenya", "KE", "etakenya.go.ke", (r) => {
      portal(r).sources = [];
    });
    expect(messages(file("kenya", data))).toEqual([
      "countries/kenya.json: portals.0.sources: every portal needs at least one source",
    ]);
  });

  it("refuses http URLs for portals and sources", () => {
    const data = record("kenya", "KE", "etakenya.go.ke", (r) => {
      portal(r).url = "http://www.etakenya.go.ke/";
      portal(r).sources = ["http://www.etakenya.go.ke/"];
      r.official_url = "http://www.etakenya.go.ke/";
    });
    expect(messages(file("kenya", data))).toEqual([
      "countries/kenya.json: portals.0.url: must be an absolute https:// URL",
      "countries/kenya.json: portals.0.sources.0: must be an absolute https:// URL",
      "countries/kenya.json: official_url: must be an absolute https:// URL",
    ]);
  });

  it("refuses a host that two records both call official", () => {
    expect(
      messages(
        file("kenya", record("kenya", "KE", "evisa.example.gov")),
        file("uganda", record("uganda", "UG", "evisa.example.gov")),
      ),
    ).toEqual([
      "countries/uganda.json: portals.0.hosts: host evisa.example.gov is already official in countries/kenya.json (a portal several records share needs the same shared_by in each)",
    ]);
  });

  it("refuses a shared host when only one record says it is shared, and accepts it when both do", () => {
    const shared = (r: Record<string, unknown>) => {
      portal(r).shared_by = "kenya";
    };
    expect(
      messages(
        file("kenya", record("kenya", "KE", "evisa.example.gov", shared)),
        file("uganda", record("uganda", "UG", "evisa.example.gov")),
      ),
    ).toEqual([
      "countries/uganda.json: portals.0.hosts: host evisa.example.gov is already official in countries/kenya.json (a portal several records share needs the same shared_by in each)",
    ]);
    expect(
      messages(
        file("kenya", record("kenya", "KE", "evisa.example.gov", shared)),
        file("uganda", record("uganda", "UG", "evisa.example.gov", shared)),
      ),
    ).toEqual([]);
  });

  it("refuses a file whose name is not the record's id", () => {
    expect(messages(file("kenia", record("kenya", "KE", "etakenya.go.ke")))).toEqual([
      'countries/kenia.json: id: "kenya" must equal the file name',
    ]);
  });

  it("refuses duplicate ids and ISO codes across files", () => {
    expect(
      messages(
        file("kenya", record("kenya", "KE", "a.example.gov")),
        file("kenya-2", record("kenya-2", "KE", "b.example.gov")),
      ),
    ).toEqual(["countries/kenya-2.json: iso2: ISO code KE is already used by countries/kenya.json"]);
  });

  it("refuses a former host that is still official, naming where", () => {
    const data = record("kenya", "KE", "etakenya.go.ke", (r) => {
      r.former_hosts = [{ host: "www.etakenya.go.ke", note: "moved" }];
    });
    expect(messages(file("kenya", data))).toEqual([
      "countries/kenya.json: former_hosts.0.host: www.etakenya.go.ke cannot be unofficial: it is official through etakenya.go.ke in countries/kenya.json",
    ]);
  });

  it("refuses a known-unofficial host that another record calls official", () => {
    const data = record("uganda", "UG", "visas.immigration.go.ug", (r) => {
      r.known_unofficial = [
        {
          host: "etakenya.go.ke",
          source: "https://www.immigration.go.ug/notice",
          named_by: "Uganda",
          named_by_kind: "government",
        },
      ];
    });
    expect(messages(file("kenya", record("kenya", "KE", "etakenya.go.ke")), file("uganda", data))).toEqual([
      "countries/uganda.json: known_unofficial.0.host: etakenya.go.ke cannot be unofficial: it is official through etakenya.go.ke in countries/kenya.json",
    ]);
  });

  it("refuses a host in two roles and a partner that is official", () => {
    const uganda = record("uganda", "UG", "visas.immigration.go.ug", (r) => {
      r.known_unofficial = [
        {
          host: "visa.example.com",
          source: "https://www.immigration.go.ug/notice",
          named_by: "Uganda",
          named_by_kind: "government",
        },
      ];
      r.partners = [
        {
          host: "visa.example.com",
          name: "Example Visa Centres",
          role: "visa-application-centre",
          named_by: "Uganda",
          source: "https://www.immigration.go.ug/centres",
        },
        {
          host: "etakenya.go.ke",
          name: "Kenya's portal",
          role: "contractor",
          named_by: "Uganda",
          source: "https://www.immigration.go.ug/centres",
        },
      ];
    });
    expect(messages(file("kenya", record("kenya", "KE", "etakenya.go.ke")), file("uganda", uganda))).toEqual([
      "countries/uganda.json: partners.0.host: visa.example.com is already listed in known_unofficial in countries/uganda.json: a host has one role",
      "countries/uganda.json: partners.1.host: etakenya.go.ke cannot be listed in partners: it is official through etakenya.go.ke in countries/kenya.json",
    ]);
  });

  it("refuses an unknown ISO code, a host that does not cover the URL, and a public suffix as a host", () => {
    const data = record("kenya", "XK", "etakenya.go.ke", (r) => {
      r.iso2 = "QQ";
      portal(r).hosts = ["go.ke", "evisa.go.ke"];
    });
    expect(messages(file("kenya", data))).toEqual([
      'countries/kenya.json: iso2: "QQ" is not an ISO 3166-1 alpha-2 code',
      "countries/kenya.json: portals.0.hosts: go.ke is a public suffix; list the portal's own host",
    ]);
    const uncovered = record("kenya", "KE", "etakenya.go.ke", (r) => {
      portal(r).hosts = ["evisa.go.ke"];
    });
    expect(messages(file("kenya", uncovered))).toEqual([
      "countries/kenya.json: portals.0.hosts: must cover the URL's host etakenya.go.ke",
    ]);
  });

  it("reports a file that is not JSON", () => {
    const broken: RecordFile = { ...file("kenya", null), parseError: "Unexpected token" };
    expect(messages(broken)).toEqual(["countries/kenya.json: is not valid JSON: Unexpected token"]);
  });

  it("refuses a verified record without the date a person checked it", () => {
    const data = record("kenya", "KE", "etakenya.go.ke", (r) => {
      r.status = "verified";
    });
    expect(messages(file("kenya", data))).toEqual([
      "countries/kenya.json: checked_on: a verified record needs the date a person checked it",
    ]);
  });

  it("accepts an http page as the source of a known-unofficial host, and nowhere else", () => {
    const named = {
      host: "kenya-visa.example",
      source: "http://allafrica.example/stories/notice.html",
      named_by: "Embassy of Kenya",
      named_by_kind: "government",
    };
    expect(
      kenyaProblems((r) => {
        r.known_unofficial = [named];
      }),
    ).toEqual([]);

    const elsewhere = kenyaProblems((r) => {
      r.known_unofficial = [{ ...named, source: "ftp://allafrica.example/notice" }];
      r.portals = [
        {
          url: "https://etakenya.go.ke/",
          kind: "eta",
          name: "eTA",
          sources: ["http://www.immigration.go.ke/eta"],
        },
      ];
      r.partners = [
        {
          host: "visa-centre.example",
          name: "Example Visa Centres",
          role: "visa-application-centre",
          named_by: "Kenya",
          source: "http://www.immigration.go.ke/centres",
        },
      ];
    });
    expect(elsewhere).toEqual([
      "countries/kenya.json: portals.0.sources.0: must be an absolute https:// URL",
      "countries/kenya.json: known_unofficial.0.source: must be an absolute http:// or https:// URL",
      "countries/kenya.json: partners.0.source: must be an absolute https:// URL",
    ]);
  });

  it("refuses a known-unofficial host that does not say what kind of body named it", () => {
    const problems = kenyaProblems((r) => {
      r.known_unofficial = [
        {
          host: "kenya-visa.example",
          source: "https://example.org/",
          named_by: "a blog",
          named_by_kind: "blog",
        },
      ];
    });
    expect(problems).toEqual([
      'countries/kenya.json: known_unofficial.0.named_by_kind: Invalid option: expected one of "government"|"regulator"|"parliament"|"consumer-body"|"press"|"blocklist"',
    ]);
  });
});
