import type { Command } from "commander";
import { loadConfig } from "../../config/app-config.ts";
import { readKeyFile } from "../../keys/key-file.ts";
import type { KeyStore } from "../../keys/key-store.ts";
import { openKeyStore } from "../../keys/open-key-store.ts";

interface KeysFlags {
  file?: string;
  redis?: string;
}

/** Longest wait for Redis per command: an admin at a terminal can wait longer than a request. */
const CLI_REDIS_TIMEOUT_MS = 3_000;

/** The store `--file`/`--redis` name, else Redis when REDIS_URL is set, else KEYS_FILE (as the server picks). */
function storeOf(flags: KeysFlags): KeyStore {
  if (flags.file !== undefined && flags.redis !== undefined) {
    throw new Error("give either --file or --redis, not both");
  }
  const config = loadConfig();
  return openKeyStore({
    redisUrl: flags.file !== undefined ? undefined : (flags.redis ?? config.redisUrl),
    keysFile: flags.file ?? config.keysFile,
    timeoutMs: CLI_REDIS_TIMEOUT_MS,
    watch: false,
  });
}

/** Runs one command against the chosen store and always releases it (a Redis connection would keep the process alive). */
async function withStore<T>(keys: Command, run: (store: KeyStore) => Promise<T>): Promise<T> {
  const store = storeOf(keys.opts<KeysFlags>());
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

/** `entryguard keys create|list|revoke|import`: manage the hashed API keys the server accepts. */
export function registerKeysCommand(program: Command): void {
  const keys = program
    .command("keys")
    .description(
      "Create, list and revoke API keys (stored hashed, in Redis when REDIS_URL is set, else KEYS_FILE)",
    )
    .option("-f, --file <path>", "use this keys file (default: KEYS_FILE or ~/.config/entryguard/keys.json)")
    .option("--redis <url>", "use the keys in this Redis (default: REDIS_URL when set)");

  keys
    .command("create")
    .description("Create a key and print it once (only its SHA-256 is stored)")
    .requiredOption("--plan <plan>", "the plan the key is on")
    .requiredOption("--name <who>", "who the key is for")
    .option("--json", "print the key and its record as JSON")
    .action(async (flags: { plan: string; name: string; json?: boolean }) => {
      const config = loadConfig();
      if (!config.plans.has(flags.plan)) {
        throw new Error(`unknown plan "${flags.plan}"; plans: ${[...config.plans.keys()].join(", ")}`);
      }
      if (flags.name.trim() === "") throw new Error("--name must not be empty");
      await withStore(keys, async (store) => {
        const { key, record } = await store.create(flags.name.trim(), flags.plan);
        if (flags.json) {
          console.log(JSON.stringify({ key, id: record.id, name: record.name, plan: record.plan }));
          return;
        }
        console.log(`${key}\n`);
        console.error(
          `Key ${record.id} for ${record.name} on plan ${record.plan}, stored hashed in ${store.where}.\n` +
            "This is the only time the key is shown: keep it now.",
        );
      });
    });

  keys
    .command("list")
    .description("List keys (ids, names, plans, dates; never the keys)")
    .option("--json", "print JSON")
    .action(async (flags: { json?: boolean }) => {
      const records = await withStore(keys, (store) => store.list());
      if (flags.json) {
        console.log(JSON.stringify(records.map(({ hash: _hash, ...r }) => r)));
        return;
      }
      if (records.length === 0) {
        console.log("No keys yet. Create one with: entryguard keys create --plan basic --name <who>");
        return;
      }
      for (const r of records) {
        const state = r.revoked_at ? `revoked ${r.revoked_at}` : "active";
        console.log(`${r.id}  ${r.plan.padEnd(8)} ${r.name}  (created ${r.created_at}, ${state})`);
      }
    });

  keys
    .command("revoke")
    .description("Revoke a key by its id (see keys list)")
    .argument("<id>", "the key's id, e.g. key_1a2b3c4d5e6f")
    .action(async (id: string) => {
      await withStore(keys, async (store) => {
        if (!(await store.revoke(id))) {
          console.error(`entryguard: no key with id ${id} in ${store.where}`);
          process.exitCode = 2;
          return;
        }
        console.log(`Revoked ${id}.`);
      });
    });

  keys
    .command("import")
    .description("Copy every key of a keys file into the chosen store, e.g. into Redis when moving to it")
    .argument("<file>", "the keys file to copy from (keys stay hashed; ids already in the store are kept)")
    .action(async (file: string) => {
      const records = readKeyFile(file);
      await withStore(keys, async (store) => {
        const added = await store.add(records);
        console.log(
          `Imported ${added} of ${records.length} keys from ${file} into ${store.where}` +
            (added < records.length ? ` (${records.length - added} already there).` : "."),
        );
      });
    });
}
