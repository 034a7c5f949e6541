const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins that count as the server's own: its public origin and, when that is a loopback address, the
 * same scheme and port under the other loopback names. A local client may reach `http://localhost:8787` as
 * `http://127.0.0.1:8787`; a page on another host name (what DNS rebinding relies on) is never among them.
 */
export function ownOrigins(publicBaseUrl: string): string[] {
  const url = new URL(publicBaseUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  return LOOPBACK.map((name) => {
    const alias = new URL(url.origin);
    alias.hostname = name;
    return alias.origin;
  });
}
