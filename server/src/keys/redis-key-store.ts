import { Redis } from "ioredis";
import { keyLookupOf } from "./key-file.ts";
import { type CreatedKey, isKeyRecord, type KeyLookup, type KeyRecord, newKey } from "./key-record.ts";
import type { KeyStore } from "./key-store.ts";
import { KeyStoreUnavailableError } from "./key-store-unavailable.ts";

export interface RedisKeyStoreOptions {
  readonly url: string;
  /** Longest wait for one Redis command (and for the connection, when there is none yet). */
  readonly timeoutMs: number;
  /** How often this instance checks Redis for key changes; changes reach every instance within this. */
  readonly refreshMs?: number;
  /** With no answer from Redis for this long, keys are not trusted and lookups throw KeyStoreUnavailableError. */
  readonly staleAfterMs?: number;
  /** Keep the active keys in memory for `find` (a server); false for `entryguard keys`, which only edits. */
  readonly watch?: boolean;
  /** Key prefix in Redis (tests use their own). */
  readonly prefix?: string;
  /** Where losing and regaining Redis is logged. */
  readonly log?: (entry: Record<string, unknown>) => void;
}

/** The Redis URL without its password, for messages. */
export function redactedRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString().replace(/\/$/, "");
  } catch {
    return "(an unparsable REDIS_URL)";
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string, late: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new KeyStoreUnavailableError(`${what} ${late} within ${ms} ms`)),
      ms,
    );
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: Error) => {
        clearTimeout(timer);
        reject(new KeyStoreUnavailableError(`${what} ${e.message}`));
      },
    );
  });
}

/** Records from the Redis hash (id → JSON with a creation sequence), oldest first; malformed entries skipped. */
function recordsOf(hash: Record<string, string>): KeyRecord[] {
  const entries: { seq: number; record: KeyRecord }[] = [];
  for (const text of Object.values(hash)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    if (!isKeyRecord(parsed)) continue;
    const { seq, ...record } = parsed as KeyRecord & { seq?: number };
    entries.push({ seq: typeof seq === "number" ? seq : 0, record });
  }
  return entries.sort((a, b) => a.seq - b.seq).map((e) => e.record);
}

/**
 * API keys in Redis, hashed as in the keys file, so every instance knows every key. Layout: the hash
 * `<prefix>` (key id → record JSON) and the counter `<prefix>:version`, raised by every change. Each
 * instance keeps the active keys in memory (a lookup costs no round trip) and polls the counter every
 * `refreshMs`, reloading on a change. That poll is also the heartbeat: with no answer for `staleAfterMs`,
 * `find` throws KeyStoreUnavailableError, so a revoked key is never served from a copy that cannot be
 * brought up to date, and an unreachable Redis is a clear 503, not a refusal or a hang.
 */
export function redisKeyStore(options: RedisKeyStoreOptions): KeyStore {
  const where = `Redis ${redactedRedisUrl(options.url)}`;
  const prefix = options.prefix ?? "eg:keys";
  const versionKey = `${prefix}:version`;
  const seqKey = `${prefix}:seq`;
  const refreshMs = options.refreshMs ?? 250;
  const staleAfterMs = options.staleAfterMs ?? Math.max(2_000, options.timeoutMs * 4);
  const log =
    options.log ?? ((entry) => console.error(JSON.stringify({ time: new Date().toISOString(), ...entry })));
  const connectMs = Math.max(options.timeoutMs, 1_000);
  const client = new Redis(options.url, {
    // Fail fast while disconnected instead of queueing commands behind a dead connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: connectMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
    lazyConnect: true,
  });
  client.on("error", () => {
    // Reported once per outage by the refresh loop; ioredis retries by itself.
  });
  client.connect().catch(() => {});

  let lookup: KeyLookup = keyLookupOf([]);
  let version: string | null | undefined;
  let answeredAt = 0;
  let lost = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // A lost connection may come back to another server (a restart, a failover) holding other keys:
  // nothing read before it is trusted until the keys are read again.
  client.on("close", () => {
    version = undefined;
  });

  async function ready(): Promise<void> {
    if (client.status === "ready") return;
    if (client.status === "end") throw new KeyStoreUnavailableError(`${where} is closed`);
    // The next connection attempt settles it: ready, refused (at once, with the reason) or silent (timeout).
    const listeners = { ready: () => {}, error: (_: Error) => {} };
    const connected = new Promise<void>((resolve, reject) => {
      listeners.ready = resolve;
      listeners.error = reject;
      client.once("ready", listeners.ready).once("error", listeners.error);
    });
    try {
      await withTimeout(connected, connectMs, `${where} is not reachable:`, "no connection");
    } finally {
      client.off("ready", listeners.ready).off("error", listeners.error);
    }
  }

  async function run<T>(command: () => Promise<T>): Promise<T> {
    await ready();
    const result = await withTimeout(command(), options.timeoutMs, `${where}:`, "did not answer");
    answeredAt = Date.now();
    return result;
  }

  /** Reloads the active keys when the version moved (or always, after this instance changed them). */
  async function refresh(force = false): Promise<void> {
    const current = await run(() => client.get(versionKey));
    if (!force && current === version) return;
    const [[, v], [, hash]] = (await run(() => client.multi().get(versionKey).hgetall(prefix).exec())) as [
      [unknown, string | null],
      [unknown, Record<string, string>],
    ];
    lookup = keyLookupOf(recordsOf(hash));
    version = v;
  }

  let markLoaded = () => {};
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });

  async function loop(): Promise<void> {
    try {
      await refresh();
      markLoaded();
      if (lost) log({ level: "info", msg: `API keys readable again from ${where}` });
      lost = false;
    } catch (error) {
      if (!lost) {
        lost = true;
        log({
          level: "warn",
          msg: `API keys unreadable from ${where}: calls with a key answer 503 until it returns`,
          error: (error as Error).message,
        });
      }
    }
    if (!closed) {
      timer = setTimeout(loop, refreshMs);
      timer.unref();
    }
  }
  const watch = options.watch !== false;
  if (watch) {
    timer = setTimeout(loop, 0);
    timer.unref();
  }

  async function bump(write: (tx: ReturnType<Redis["multi"]>) => void): Promise<void> {
    await run(() => {
      const tx = client.multi();
      write(tx);
      tx.incr(versionKey);
      return tx.exec();
    });
    if (watch) await refresh(true);
  }

  /** Whether the keys held are fresh enough to answer with (else `find` throws). */
  const readable = () =>
    version !== undefined && Date.now() - answeredAt <= staleAfterMs && client.status === "ready";

  return {
    where,
    state: () => (readable() ? "redis" : "redis-unreachable"),
    find(presented) {
      if (!readable()) {
        throw new KeyStoreUnavailableError(
          `API keys cannot be checked right now (${where} unreachable); retry shortly.`,
        );
      }
      return lookup.find(presented);
    },
    async create(name, plan): Promise<CreatedKey> {
      const created = newKey(name, plan);
      const seq = await run(() => client.incr(seqKey));
      await bump((tx) => tx.hsetnx(prefix, created.record.id, JSON.stringify({ ...created.record, seq })));
      return created;
    },
    async add(records) {
      let added = 0;
      for (const record of records) {
        const seq = await run(() => client.incr(seqKey));
        const stored = JSON.stringify({ ...record, seq });
        if ((await run(() => client.hsetnx(prefix, record.id, stored))) === 1) added += 1;
      }
      if (added > 0) await bump(() => {});
      return added;
    },
    async list() {
      return recordsOf(await run(() => client.hgetall(prefix)));
    },
    async revoke(id) {
      const text = await run(() => client.hget(prefix, id));
      if (text === null) return false;
      const stored = JSON.parse(text) as KeyRecord;
      if (stored.revoked_at !== null) return true;
      const revoked = { ...stored, revoked_at: new Date().toISOString() };
      await bump((tx) => tx.hset(prefix, id, JSON.stringify(revoked)));
      return true;
    },
    async ready() {
      if (!watch) return;
      // An instance should know the keys before it takes calls, but a Redis that is down must not stop it
      // starting: its keyed calls answer 503 until Redis returns.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, connectMs);
      });
      await Promise.race([loaded, bound]);
      clearTimeout(timer);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      client.disconnect();
    },
  };
}
