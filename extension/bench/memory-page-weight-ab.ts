// Benchmark (not a test): what two builds of the extension add to the memory of 15 open tabs, on two kinds of
// page. bench:extension weighs pages that carry one line of script, where the extension's scripts may be
// the only code a renderer runs; here each build is also weighed on pages that run real library code (axe-core,
// 20 000 objects, 3 000 elements), as most sites do. Each round weighs the same kind of tabs in a browser
// without extensions, then in A and B (order turning), with their service workers stopped as idling leaves
// them. Prints medians of A − none, B − none and the paired B − A for each kind; JSON last.
//   npx tsx extension/bench/memory-page-weight-ab.ts <extension dir A> <extension dir B> [rounds, default 12]
// For the guard's own share, make B a copy of A whose guard.js is `void 0;`.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext } from "@playwright/test";
import { startFakeWeb } from "../e2e-browser/support/fake-web.ts";
import { launchChromium, launchWithExtension } from "../e2e-browser/support/launch-extension.ts";
import { releaseWorkerControl, stopServiceWorkers } from "../e2e-browser/support/worker-control.ts";
import { abArguments } from "./ab-arguments.ts";
import { paired, spread } from "./stats.ts";
import { newsHosts, TABS, weighTabs } from "./weigh-tabs.ts";

const { dirA, dirB, count: ROUNDS } = abArguments("memory-page-weight-ab.ts", "rounds", 12);
const KINDS = ["light", "scripted"] as const;
type Kind = (typeof KINDS)[number];

// axe-core is the accessibility engine @axe-core/playwright injects into pages: real, minified library code.
const axe = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const inline = (code: string) => `<script>${code.replace(/<\/script/gi, "<\\/script")}</script>`;

/** A page that runs library code and builds data and a DOM of some size, as an ordinary site does. */
function scriptedPage(host: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${host}</title>${inline(axe)}
${inline('window.items = []; for (let i = 0; i < 20000; i++) window.items.push({ id: i, name: "item " + i });')}
</head><body><h1>${host}</h1>${inline(
    'const list = document.createDocumentFragment(); for (let i = 0; i < 3000; i++) { const row = document.createElement("div"); row.textContent = "row " + i; list.appendChild(row); } document.body.appendChild(list);',
  )}</body></html>`;
}

const web = await startFakeWeb();
const none = await launchChromium(web);
const builds = await Promise.all([dirA, dirB].map((dir) => launchWithExtension(web, { dir })));

/** The tabs of one kind, each page served as that kind, weighed in one browser (whole browser, MB). */
async function weigh(context: BrowserContext, profileDir: string, tag: string, kind: Kind): Promise<number> {
  const hosts = newsHosts(tag);
  if (kind === "scripted") for (const host of hosts) web.pages.set(host, scriptedPage(host));
  return (await weighTabs(context, profileDir, hosts, 2500)).total;
}

const samples = Object.fromEntries(
  KINDS.map((k) => [k, { none: [] as number[], a: [] as number[], b: [] as number[] }]),
);
for (let r = 0; r < ROUNDS; r++) {
  for (const kind of r % 2 === 0 ? KINDS : [...KINDS].reverse()) {
    for (const build of builds) {
      await stopServiceWorkers(build.context);
      await releaseWorkerControl(build.context);
    }
    const s = samples[kind] as { none: number[]; a: number[]; b: number[] };
    s.none.push(await weigh(none.context, none.profileDir, `n${r}${kind}`, kind));
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const build = builds[i] as (typeof builds)[0];
      (i === 0 ? s.a : s.b).push(await weigh(build.context, build.profileDir, `${i}${r}${kind}`, kind));
    }
  }
}

const figures = Object.fromEntries(
  KINDS.map((kind) => {
    const s = samples[kind] as { none: number[]; a: number[]; b: number[] };
    return [
      kind,
      {
        a_added: paired(s.a, s.none).added,
        b_added: paired(s.b, s.none).added,
        b_minus_a: paired(s.b, s.a).added,
        none_total: spread(s.none),
      },
    ];
  }),
);
for (const [kind, f] of Object.entries(figures))
  console.log(
    `${kind} pages, ${TABS} tabs: A adds ${f.a_added.median} MB, B adds ${f.b_added.median} MB, B − A ${f.b_minus_a.median} MB (p95 ${f.b_minus_a.p95}; ${ROUNDS} rounds)`,
  );
console.log(JSON.stringify({ a: dirA, b: dirB, rounds: ROUNDS, tabs: TABS, ...figures }));

for (const build of builds) await build.close();
await none.context.close();
await web.close();
