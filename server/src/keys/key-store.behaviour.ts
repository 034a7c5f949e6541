import { afterEach, describe, expect, it } from "vitest";
import type { KeyStore } from "./key-store.ts";

/** Storage that stores can be opened over; each test gets its own (a fresh file, a fresh Redis prefix). */
export interface KeyStorage {
  /** Opens a store over this storage, as one more server instance or CLI run would. */
  open(): KeyStore;
}

/** Polls until `check` holds or `ms` pass; returns whether it held (another instance picks changes up on its own clock). */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The behaviour every key store shares, run against each implementation: the file and Redis stores must
 * be interchangeable for the server and for `entryguard keys`.
 */
export function describeKeyStore(name: string, freshStorage: () => KeyStorage): void {
  describe(`${name} key store`, () => {
    const opened: KeyStore[] = [];
    const open = (storage: KeyStorage) => {
      const store = storage.open();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });

    it("accepts a key it created, never stores or lists the key itself, and refuses any other key", async () => {
      const store = open(freshStorage());
      const { key, record } = await store.create("Alice", "pro");
      expect(key).toMatch(/^eg_[A-Za-z0-9_-]{43}$/);
      expect(await within(1_000, () => store.find(key)?.id === record.id)).toBe(true);
      expect(store.find(key)).toMatchObject({ name: "Alice", plan: "pro", revoked_at: null });
      const listed = await store.list();
      expect(listed.map((r) => r.id)).toEqual([record.id]);
      expect(JSON.stringify(listed)).not.toContain(key);
      expect(store.find(`${key}x`)).toBeUndefined();
      expect(store.find(key.slice(0, -1))).toBeUndefined();
      expect(store.find("")).toBeUndefined();
    });

    it("lists keys oldest first, revoked ones marked, and a revoked key is refused", async () => {
      const store = open(freshStorage());
      const a = await store.create("Alice", "pro");
      const b = await store.create("Bob", "basic");
      const c = await store.create("Carol", "mega");
      expect(await store.revoke(b.record.id)).toBe(true);
      const listed = await store.list();
      expect(listed.map((r) => r.name)).toEqual(["Alice", "Bob", "Carol"]);
      expect(listed.map((r) => r.revoked_at === null)).toEqual([true, false, true]);
      expect(await within(1_000, () => store.find(b.key) === undefined)).toBe(true);
      expect(store.find(a.key)?.plan).toBe("pro");
      expect(store.find(c.key)?.plan).toBe("mega");
    });

    it("revoking twice keeps the first revocation date; an unknown id is reported, nothing changes", async () => {
      const store = open(freshStorage());
      const a = await store.create("Alice", "pro");
      expect(await store.revoke(a.record.id)).toBe(true);
      const first = (await store.list())[0]?.revoked_at;
      expect(first).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
      await new Promise((r) => setTimeout(r, 5));
      expect(await store.revoke(a.record.id)).toBe(true);
      expect((await store.list())[0]?.revoked_at).toBe(first);
      expect(await store.revoke("key_000000000000")).toBe(false);
      expect(await store.list()).toHaveLength(1);
    });

    it("takes in keys made elsewhere as they are (a move from the keys file), once", async () => {
      const from = open(freshStorage());
      const a = await from.create("Alice", "pro");
      const b = await from.create("Bob", "basic");
      await from.revoke(b.record.id);
      const moved = await from.list();
      const store = open(freshStorage());
      const own = await store.create("Carol", "mega");
      expect(await store.add(moved)).toBe(2);
      expect(await store.add(moved)).toBe(0);
      expect((await store.list()).map((r) => [r.name, r.revoked_at === null])).toEqual([
        ["Carol", true],
        ["Alice", true],
        ["Bob", false],
      ]);
      expect(await within(1_000, () => store.find(a.key)?.id === a.record.id)).toBe(true);
      expect(store.find(b.key)).toBeUndefined();
      expect(store.find(own.key)?.name).toBe("Carol");
    });

    it("another instance over the same storage accepts a new key, then refuses it once revoked, within a second", async () => {
      const storage = freshStorage();
      const admin = open(storage);
      const server = open(storage);
      // As a server instance does before it listens: its first read of the keys is done.
      await server.ready?.();
      const { key, record } = await admin.create("Dana", "ultra");
      expect(await within(1_000, () => server.find(key)?.id === record.id)).toBe(true);
      await admin.revoke(record.id);
      expect(await within(1_000, () => server.find(key) === undefined)).toBe(true);
    });
  });
}
