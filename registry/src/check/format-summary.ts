import type { PortalCheck } from "../checks/checks-file.ts";

const clip = (text: string, width: number) => (text.length <= width ? text : `${text.slice(0, width - 1)}…`);

/** What a maintainer needs from one result in a line: the first problem, else the certificate's end. */
function detailOf(r: PortalCheck): string {
  const [first, ...rest] = r.problems;
  if (first) return rest.length > 0 ? `${first.message} (+${rest.length} more)` : first.message;
  return r.certificate ? `certificate valid until ${r.certificate.valid_to.slice(0, 10)}` : "";
}

/** A plain-text table of a run (one row per portal) and a one-line tally by problem code. */
export function formatCheckSummary(results: readonly PortalCheck[], width = 120): string {
  const rows = results.map((r) => [
    r.country,
    new URL(r.url).host,
    r.ok ? "ok" : "FAIL",
    r.status === null ? "-" : String(r.status),
    detailOf(r),
  ]);
  const header = ["country", "portal", "result", "http", "detail"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const fixed = widths.slice(0, 4).reduce((n, w) => n + w + 2, 0);
  const detailWidth = Math.max(20, width - fixed);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 4 ? c.padEnd(widths[i] ?? 0) : clip(c, detailWidth)))
      .join("  ")
      .trimEnd();
  const failing = results.filter((r) => !r.ok);
  const byCode = new Map<string, number>();
  for (const r of failing) for (const p of r.problems) byCode.set(p.code, (byCode.get(p.code) ?? 0) + 1);
  const codes = [...byCode].map(([code, n]) => `${code} ${n}`).join(", ");
  const tally = `${results.length} portal(s) checked: ${results.length - failing.length} ok, ${failing.length} failing${codes ? ` (${codes})` : ""}`;
  return [
    line(header),
    line(widths.map((w, i) => "-".repeat(i < 4 ? w : Math.min(w, detailWidth)))),
    ...rows.map(line),
    "",
    tally,
  ].join("\n");
}
