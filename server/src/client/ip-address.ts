/** Lower-case, without brackets, zone or port, and `::ffff:1.2.3.4` as `1.2.3.4`. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1] as string;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1] as string;
  const mappedHex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (mappedHex) {
    const hi = Number.parseInt(mappedHex[1] as string, 16);
    const lo = Number.parseInt(mappedHex[2] as string, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return a;
}

function ipv4ToInt(a: string): number | undefined {
  const parts = a.split(".");
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const p of parts) {
    const v = Number(p);
    if (!/^\d{1,3}$/.test(p) || v > 255) return undefined;
    n = n * 256 + v;
  }
  return n;
}

/** True when `address` is one of the trusted proxies (exact addresses, or IPv4 CIDR ranges). */
export function isTrustedProxy(address: string, trusted: readonly string[]): boolean {
  for (const entry of trusted) {
    const slash = entry.indexOf("/");
    if (slash < 0) {
      if (normalizeAddress(entry) === address) return true;
      continue;
    }
    const base = ipv4ToInt(entry.slice(0, slash));
    const bits = Number(entry.slice(slash + 1));
    const ip = ipv4ToInt(address);
    if (base === undefined || ip === undefined || !Number.isInteger(bits) || bits < 0 || bits > 32) continue;
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((ip & mask) >>> 0 === (base & mask) >>> 0) return true;
  }
  return false;
}
