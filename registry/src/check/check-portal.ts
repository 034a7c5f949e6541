import type { CertificateInfo, CheckHop, CheckProblem, PortalCheck } from "../checks/checks-file.ts";
import { type CheckTarget, isOnHosts } from "./check-target.ts";
import { CheckTimeoutError, describeError } from "./describe-error.ts";
import { fetchOnce } from "./fetch-once.ts";
import { type Resolver, systemResolver } from "./resolver.ts";

export interface CheckOptions {
  /** Name resolution; the system's by default. */
  readonly resolver?: Resolver;
  /** Trusted roots (PEM); the platform's by default. */
  readonly ca?: string | Buffer;
  /** Per step (resolution, then each request until its headers). */
  readonly timeoutMs?: number;
  readonly maxRedirects?: number;
  /** The clock, for the result's date. */
  readonly now?: () => Date;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 10;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeoutError("dns", ms)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** Follows the redirect at `location`, flagging a drop to http or a host the record does not list. */
function redirectProblems(from: URL, to: URL, target: CheckTarget): CheckProblem[] {
  const problems: CheckProblem[] = [];
  if (to.protocol === "http:") {
    problems.push({
      code: "redirect-to-http",
      message: `${from.href} redirects to ${to.href}, which is not encrypted (http)`,
    });
  }
  if (!isOnHosts(to.hostname, target.hosts)) {
    problems.push({
      code: "redirect-off-hosts",
      message: `${from.href} redirects to ${to.hostname}, which is not one of the record's hosts (${target.hosts.join(", ")})`,
    });
  }
  return problems;
}

/**
 * Checks one portal the way a browser would reach it: resolve the name, GET over HTTPS with the
 * certificate verified, follow redirects (flagging any that leave the record's hosts or drop to http),
 * and expect a 2xx at the end. Never throws: every failure is a problem in the result.
 */
export async function checkPortal(target: CheckTarget, options: CheckOptions = {}): Promise<PortalCheck> {
  const resolver = options.resolver ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const started = performance.now();
  const hops: CheckHop[] = [];
  const problems: CheckProblem[] = [];
  let certificate: CertificateInfo | null = null;
  let status: number | null = null;
  let url = new URL(target.url);

  for (let redirects = 0; ; redirects += 1) {
    let addresses: readonly string[];
    try {
      addresses = await withTimeout(resolver(url.hostname), timeoutMs);
      if (addresses.length === 0) throw Object.assign(new Error("no address"), { code: "ENODATA" });
    } catch (error) {
      hops.push({ url: url.href, address: null, status: null });
      problems.push(describeError(error, url.hostname));
      break;
    }
    // Like a browser, try the next address when one cannot be reached (an IPv6 answer on an IPv4-only network).
    let address = addresses[0] as string;
    let outcome = await fetchOnce(url, { address, timeoutMs, ca: options.ca });
    for (const next of addresses.slice(1)) {
      if (outcome.ok || outcome.problem.code !== "connect") break;
      address = next;
      outcome = await fetchOnce(url, { address, timeoutMs, ca: options.ca });
    }
    hops.push({ url: url.href, address, status: outcome.ok ? outcome.status : null });
    if (!outcome.ok) {
      problems.push(outcome.problem);
      status = null;
      break;
    }
    status = outcome.status;
    certificate = outcome.certificate;
    if (status >= 300 && status < 400 && outcome.location !== null) {
      let next: URL;
      try {
        next = new URL(outcome.location, url);
      } catch {
        problems.push({ code: "bad-redirect", message: `${url.href} redirects to an invalid URL` });
        break;
      }
      if (next.protocol !== "https:" && next.protocol !== "http:") {
        problems.push({ code: "bad-redirect", message: `${url.href} redirects to ${next.protocol} URL` });
        break;
      }
      problems.push(...redirectProblems(url, next, target));
      if (redirects >= maxRedirects) {
        problems.push({
          code: "too-many-redirects",
          message: `${target.url} still redirects after ${maxRedirects} redirects`,
        });
        break;
      }
      url = next;
      continue;
    }
    if (status < 200 || status >= 300) {
      problems.push({ code: "http-status", message: `${url.href} answered HTTP ${status}` });
    }
    break;
  }

  const checkedOn = (options.now?.() ?? new Date()).toISOString().slice(0, 10);
  const ok = problems.length === 0;
  return {
    country: target.country,
    url: target.url,
    checked_on: checkedOn,
    ok,
    last_ok_on: ok ? checkedOn : null,
    status,
    final_url: hops.at(-1)?.url ?? null,
    hops,
    certificate,
    problems,
    duration_ms: Math.round(performance.now() - started),
  };
}
