// Sites travellers use every day (airlines, booking sites, embassies, news, the top of the web): the same
// benign corpus core's precision is measured on. A page there that takes passport details is the airline's
// or the booking site's own business, never a visa agency's, so it never gets the notice.
import handpicked from "../../../core/corpus/benign-handpicked.txt?raw";
import topSites from "../../../core/corpus/benign-top-sites.txt?raw";

let hosts: Set<string> | undefined;

function wellKnownHosts(): Set<string> {
  hosts ??= new Set(
    `${handpicked}\n${topSites}`
      .split("\n")
      .map((line) =>
        line
          .trim()
          .toLowerCase()
          .replace(/^www\./, ""),
      )
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return hosts;
}

/** True for a well-known site's host or any of its subdomains (`www.` or not). */
export function isWellKnownSite(host: string): boolean {
  const known = wellKnownHosts();
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  for (let i = 0; i < labels.length - 1; i++) if (known.has(labels.slice(i).join("."))) return true;
  return false;
}
