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

/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail allowed), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (!address.includes(":")) return undefined;
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToInt(dotted[1] as string);
    if (v4 === undefined) return undefined;
    tail.push(v4 >>> 16, v4 & 0xffff);
    text = text.slice(0, -(dotted[1] as string).length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0] as string);
  const rest = halves.length === 2 ? parse(halves[1] as string) : [];
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const groups: number[] = [];
  for (const g of [...head, ...Array<string>(8 - given).fill("0"), ...rest]) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return undefined;
    groups.push(Number.parseInt(g, 16));
  }
  return [...groups, ...tail];
}

/**
 * The rate-limit identity of a normalised address: an IPv4 address itself; an IPv6 address by its
 * network of `prefixLength` bits (`2001:db8:1:2::/64`), since one subscriber usually holds a whole /64
 * and could otherwise take a fresh address, and a fresh allowance, for every call.
 */
export function clientBucket(address: string, prefixLength: number): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const masked = groups.map((g, i) => {
    const bits = Math.min(16, Math.max(0, prefixLength - i * 16));
    return bits === 0 ? 0 : g & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${masked.map((g) => g.toString(16)).join(":")}/${prefixLength}`;
}
