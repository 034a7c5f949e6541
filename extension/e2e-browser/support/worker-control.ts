// The extension's service worker from outside: stop it as Chromium does after 30 s idle, and find the
// instance that runs now.
import type { BrowserContext, CDPSession, Page, Worker } from "@playwright/test";

interface Control {
  readonly page: Page;
  readonly cdp: CDPSession;
  /** Each worker version's running status, as DevTools last reported it. */
  readonly status: Map<string, string>;
}

const controls = new WeakMap<BrowserContext, Promise<Control>>();

/** One blank tab per browser whose DevTools session stops workers and follows their status. */
function control(context: BrowserContext): Promise<Control> {
  let found = controls.get(context);
  if (!found) {
    found = (async () => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const status = new Map<string, string>();
      cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
        for (const v of versions) status.set(v.versionId, v.runningStatus);
      });
      await cdp.send("ServiceWorker.enable");
      return { page, cdp, status };
    })();
    controls.set(context, found);
  }
  return found;
}

/** Stops every service worker of the browser (the extension's is the only one), as idling out does. */
export async function stopServiceWorkers(context: BrowserContext): Promise<void> {
  const { cdp, status } = await control(context);
  await cdp.send("ServiceWorker.stopAllWorkers");
  for (let i = 0; i < 200 && [...status.values()].some((s) => s !== "stopped"); i++)
    await new Promise((r) => setTimeout(r, 10));
}

/** Closes the blank tab `stopServiceWorkers` opened, so it weighs nothing in later figures. */
export async function releaseWorkerControl(context: BrowserContext): Promise<void> {
  const found = controls.get(context);
  controls.delete(context);
  if (found) await (await found).page.close();
}

/** The running instance of the extension's service worker, waiting for it to start if needed. */
export async function currentWorker(context: BrowserContext, extensionId: string): Promise<Worker> {
  const find = () => context.serviceWorkers().find((w) => w.url().includes(extensionId));
  for (let i = 0; i < 250; i++) {
    const worker = find();
    if (worker) return worker;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the extension's service worker did not start");
}
