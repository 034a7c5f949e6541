// The guard's promise, measured: over hundreds of guarded navigations of every kind (typed, link clicks,
// server redirects to a fake host), with the service worker running or stopped (as Chrome stops it after
// 30 s idle), no fake page's inline script ever runs, so its beacon never arrives. Four classes are
// lookalikes no declarative rule matches (typos, another suffix, an ASCII stand-in): only the in-page guard
// and the background stand between them and their scripts.
import { expect, test } from "@playwright/test";
import { coreVerdict, navigate, waitForWarning } from "./support/extension-pages.ts";
import { useExtensionSession } from "./support/extension-session.ts";
import { stopServiceWorkers } from "./support/worker-control.ts";

const ROUNDS = 60;

/** Fresh fake hosts for round `i`, one per class, so no session rule has seen them before. */
function fakesForRound(i: number): string[] {
  const classes = [
    `https://evisa-turkey-${i}.com/apply`,
    `https://india-evisa-${i}.org/`,
    `http://esta-usa-${i}.com/form?step=1`,
    `https://evisa-gov-tr-${i}.com/`,
    `https://${i}.indianvisaonline.gov.in.apply-now.com/`,
    `https://a${i}.еsta.cbp.dhs.gov/`,
    `https://evisa.gov.tr.x${i}.com/`,
    `https://vietnam-evisa-${i}.com/`,
    `https://kenya-eta-${i}.com/`,
    `https://x${i}.iremmbo.com/`,
    `https://x${i}.ceacstate.com/pay`,
    `https://irernbo-${i}.com/`,
    `https://x${i}.ceac-satte.com/`,
  ];
  return classes;
}

type Way = "typed" | "link" | "redirect";

const session = useExtensionSession();

test(`at least 300 guarded navigations: the fake pages' beacons arrive 0 times`, async () => {
  // Generous for a loaded machine; about a minute on an idle one.
  test.setTimeout(600_000);
  const page = await session.ext.context.newPage();
  const fakeHosts = new Set<string>();
  const count: Record<Way, number> = { typed: 0, link: 0, redirect: 0 };
  let navigations = 0;
  let stoppedWorker = 0;
  let uncoveredStopped = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const urls = fakesForRound(i);
    // Each round uses five of the nine classes, by three different ways of arriving.
    for (let j = 0; j < 5; j++) {
      const url = urls[(i + j) % urls.length] as string;
      const verdict = coreVerdict(url);
      expect(["lookalike", "impersonation"], url).toContain(verdict.verdict.kind);
      fakeHosts.add(verdict.verdict.host as string);
      const way: Way = j < 3 ? "typed" : j === 3 ? "link" : "redirect";
      // One navigation in three meets a stopped worker (the start of each round, and every third after).
      if (navigations % 3 === 0) {
        await stopServiceWorkers(session.ext.context);
        stoppedWorker++;
        if ((i + j) % urls.length >= 9) uncoveredStopped++;
      }
      if (way === "typed") {
        await navigate(page, url);
      } else if (way === "link") {
        await navigate(page, `https://links.example.com/?link=${encodeURIComponent(url)}`);
        await page.locator("#link").click();
      } else {
        await navigate(page, `https://r${i}.example.org/__redirect?to=${encodeURIComponent(url)}`);
      }
      await waitForWarning(page, session.ext);
      count[way]++;
      navigations++;
    }
  }
  const beaconsFromFakes = session.web.beacons.filter((h) => fakeHosts.has(h));
  const reachedFakes = session.web.pageRequests.filter((h) => fakeHosts.has(h)).length;
  // reachedFakes: fake pages whose request reached the server (redirect hops and some link clicks), each
  // then stopped by the content-script guard before its script ran.
  const figures = {
    navigations,
    ...count,
    stoppedWorker,
    uncoveredStopped,
    fakeHosts: fakeHosts.size,
    reachedFakes,
    beacons: beaconsFromFakes.length,
  };
  console.log(JSON.stringify(figures));
  expect(navigations).toBeGreaterThanOrEqual(300);
  expect(uncoveredStopped).toBeGreaterThanOrEqual(20);
  expect(beaconsFromFakes).toEqual([]);
  // The benign pages on the way (link pages) ran their scripts: beacons are counted at all.
  expect(session.web.beacons).toContain("links.example.com");
  await page.close();
});
