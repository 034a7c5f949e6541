import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeKeyStore } from "../src/keys/key-store.behaviour.ts";
import { KeyStoreUnavailableError } from "../src/keys/key-store-unavailable.ts";
import { redisKeyStore } from "../src/keys/redis-key-store.ts";
import { freePort } from "./support/free-port.ts";
import { startRedis, type TestRedis } from "./support/redis-server.ts";

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.kill();
});

const quiet = () => {};

describeKeyStore("Redis", () => {
  const prefix = `eg:test:${randomBytes(4).toString("hex")}`;
  return { open: () => redisKeyStore({ url: redis.url, timeoutMs: 1_000, prefix, log: quiet }) };
});

/** Waits until `find` answers (the store has read Redis once). */
async function loaded(find: () => unknown): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      find();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  throw new Error("the store never loaded its keys");
}

/** The error `find` throws within five seconds, or undefined if it keeps answering. */
async function refusal(find: () => unknown): Promise<unknown> {
  for (let i = 0; i < 250; i++) {
    try {
      find();
    } catch (error) {
      return error;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

describe("Redis key store when Redis is not there", () => {
  it("keys commands fail with a clear error naming the server, without its password", async () => {
    const url = `redis://:hunter2@127.0.0.1:${await freePort()}`;
    const store = redisKeyStore({ url, timeoutMs: 300, log: quiet });
    try {
      const error = await store.create("Alice", "pro").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(KeyStoreUnavailableError);
      expect(String(error)).toContain(`redis://:***@127.0.0.1:`);
      expect(String(error)).not.toContain("hunter2");
      await expect(store.list()).rejects.toThrow(/not reachable/);
      expect(() => store.find("eg_anything")).toThrow(KeyStoreUnavailableError);
    } finally {
      await store.close();
    }
  });

  it("a lookup throws KeyStoreUnavailableError while Redis is down or frozen, and answers again once it is back", async () => {
    const logs: Record<string, unknown>[] = [];
    const store = redisKeyStore({
      url: redis.url,
      timeoutMs: 200,
      staleAfterMs: 800,
      prefix: "eg:outage",
      log: (e) => logs.push(e),
    });
    try {
      const { key } = await store.create("Alice", "pro");
      await loaded(() => store.find(key));
      expect(store.find(key)?.name).toBe("Alice");

      redis.pause();
      const frozenRefusal = await refusal(() => store.find(key));
      redis.resume();
      expect(frozenRefusal).toBeInstanceOf(KeyStoreUnavailableError);
      await loaded(() => store.find(key));
      expect(store.find(key)?.name).toBe("Alice");

      await redis.kill();
      expect(String(await refusal(() => store.find(key)))).toMatch(/API keys cannot be checked right now/);
      await redis.start();
      // The restarted server is empty: the key is gone, and is refused rather than served from memory.
      await loaded(() => store.find(key));
      expect(store.find(key)).toBeUndefined();
      expect(logs.filter((l) => l.level === "warn").length).toBeGreaterThanOrEqual(1);
      expect(logs.at(-1)?.level).toBe("info");
    } finally {
      await store.close();
    }
  });
});
