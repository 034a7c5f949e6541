import { request as httpRequest } from "node:http";
import { request as httpsRequest, type RequestOptions } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { TLSSocket } from "node:tls";
import type { CertificateInfo, CheckProblem } from "../checks/checks-file.ts";
import { CheckTimeoutError, describeError } from "./describe-error.ts";

export interface FetchOnceOptions {
  /** The address to connect to (already resolved, so DNS and connection fail separately). */
  readonly address: string;
  readonly timeoutMs: number;
  /** Trusted roots; the platform's when undefined. */
  readonly ca: string | Buffer | undefined;
}

export type FetchOnceOutcome =
  | {
      readonly ok: true;
      readonly status: number;
      readonly location: string | null;
      readonly certificate: CertificateInfo | null;
    }
  | { readonly ok: false; readonly problem: CheckProblem };

const USER_AGENT = "entryguard-registry-check/0.1 (reachability check of official portals)";

// A certificate field may repeat; the first value names it well enough for a report.
const first = (value: string | string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? "") : (value ?? "");

function certificateOf(socket: TLSSocket): CertificateInfo | null {
  const cert = socket.getPeerCertificate();
  if (!cert || Object.keys(cert).length === 0) return null;
  return {
    subject: first(cert.subject?.CN),
    issuer: first(cert.issuer?.O ?? cert.issuer?.CN),
    valid_to: new Date(cert.valid_to).toISOString(),
  };
}

/**
 * One GET without following redirects. The certificate is verified against the URL's host name (never
 * skipped); the body is not read, since only the status and the redirect matter.
 */
export function fetchOnce(url: URL, options: FetchOnceOptions): Promise<FetchOnceOutcome> {
  const family = isIP(options.address);
  // Connect to the address resolved before, under the URL's name (for SNI and the certificate check).
  const lookup = ((_host, lookupOptions, callback) => {
    if (lookupOptions?.all) callback(null, [{ address: options.address, family }]);
    else callback(null, options.address, family);
  }) as LookupFunction;
  const secure = url.protocol === "https:";
  const requestOptions: RequestOptions = {
    method: "GET",
    agent: false,
    lookup,
    headers: { "user-agent": USER_AGENT, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
  };
  if (secure) {
    requestOptions.rejectUnauthorized = true;
    if (options.ca !== undefined) requestOptions.ca = options.ca;
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: FetchOnceOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (secure ? httpsRequest : httpRequest)(url, requestOptions, (response) => {
      const certificate = secure ? certificateOf(response.socket as TLSSocket) : null;
      const location = response.headers.location ?? null;
      settle({ ok: true, status: response.statusCode ?? 0, location, certificate });
      response.destroy();
    });
    const timer = setTimeout(
      () => request.destroy(new CheckTimeoutError("https", options.timeoutMs)),
      options.timeoutMs,
    );
    request.on("error", (error) => settle({ ok: false, problem: describeError(error, url.hostname) }));
    request.end();
  });
}
