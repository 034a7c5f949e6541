import type { CheckProblem } from "../checks/checks-file.ts";

/** Thrown by the check itself when a step takes longer than allowed. */
export class CheckTimeoutError extends Error {
  readonly code = "ENTRYGUARD_TIMEOUT";
  constructor(
    readonly step: "dns" | "https",
    readonly ms: number,
  ) {
    super(`${step} step took longer than ${ms} ms`);
  }
}

const DNS_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "ENODATA", "ESERVFAIL", "EAI_NONAME", "EAI_FAIL"]);

const CERTIFICATE_SENTENCES: Record<string, string> = {
  CERT_HAS_EXPIRED: "its certificate has expired",
  CERT_NOT_YET_VALID: "its certificate is not valid yet",
  ERR_TLS_CERT_ALTNAME_INVALID: "its certificate is not issued for this host name",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "its certificate chains to an untrusted self-signed root",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its certificate is not signed by a trusted authority",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "its certificate is not signed by a trusted authority",
  CERT_REVOKED: "its certificate has been revoked",
};

/** Turns a failed step into a problem code and a sentence that names the host and what went wrong. */
export function describeError(error: unknown, host: string): CheckProblem {
  const e = error as NodeJS.ErrnoException;
  const code = e?.code ?? "";
  if (error instanceof CheckTimeoutError) {
    const what = error.step === "dns" ? "resolving the name" : "waiting for an HTTPS answer";
    return { code: "timeout", message: `${host}: no answer after ${error.ms} ms while ${what}` };
  }
  if (DNS_CODES.has(code)) {
    const why =
      code === "EAI_AGAIN"
        ? "the name server did not answer (no network?)"
        : "the name does not resolve (no network, or the domain is gone)";
    return { code: "dns", message: `${host}: ${why} [${code}]` };
  }
  const certificate = CERTIFICATE_SENTENCES[code];
  if (certificate !== undefined || /CERT|SELF_SIGNED/.test(code)) {
    return {
      code: "tls-certificate",
      message: `${host}: ${certificate ?? "its certificate is not valid"} [${code}]`,
    };
  }
  if (code === "ECONNREFUSED") return { code: "connect", message: `${host}: connection refused [${code}]` };
  if (code === "ECONNRESET") return { code: "connect", message: `${host}: connection reset [${code}]` };
  if (code === "ENETUNREACH" || code === "EHOSTUNREACH") {
    return { code: "connect", message: `${host}: network unreachable (no network?) [${code}]` };
  }
  if (code === "EPROTO" || code.startsWith("ERR_SSL")) {
    return { code: "tls-handshake", message: `${host}: the TLS handshake failed [${code}]` };
  }
  const detail = e instanceof Error ? e.message : String(error);
  return { code: "connect", message: `${host}: ${detail}${code ? ` [${code}]` : ""}` };
}
