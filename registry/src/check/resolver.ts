import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

/** Turns a host name into the addresses to connect to. Injectable so tests map made-up names to 127.0.0.1. */
export type Resolver = (host: string) => Promise<readonly string[]>;

/** The operating system's resolver (what a browser on this machine would use). */
export const systemResolver: Resolver = async (host) => {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((a) => a.address);
};

/**
 * A resolver with fixed answers first (like curl's `--resolve`), then a fallback. A name with no fixed
 * answer and no fallback fails as the system resolver does for an unknown name.
 */
export function fixedResolver(
  answers: ReadonlyMap<string, string>,
  fallback: Resolver | null = systemResolver,
): Resolver {
  return async (host) => {
    const address = answers.get(host.toLowerCase());
    if (address !== undefined) return [address];
    if (fallback) return fallback(host);
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND", hostname: host });
  };
}

/** Parses `host=address` pairs (the CLI's `--resolve`); throws a clear message on a bad pair. */
export function parseResolvePairs(pairs: readonly string[]): Map<string, string> {
  const answers = new Map<string, string>();
  for (const pair of pairs) {
    const [host, address, ...rest] = pair.split("=");
    if (!host || !address || rest.length > 0 || isIP(address) === 0) {
      throw new Error(`--resolve expects host=ip-address, e.g. evisa.example=127.0.0.1; got "${pair}"`);
    }
    answers.set(host.toLowerCase(), address);
  }
  return answers;
}
