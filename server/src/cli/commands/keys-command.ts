import type { Command } from "commander";
import { loadConfig } from "../../config/app-config.ts";
import { createKey, readKeyFile, revokeKey } from "../../keys/key-file.ts";

interface KeysFlags {
  file?: string;
}

function keysFile(flags: KeysFlags): string {
  return flags.file ?? loadConfig().keysFile;
}

/** `entryguard keys create|list|revoke`: manage the hashed API keys the server accepts. */
export function registerKeysCommand(program: Command): void {
  const keys = program
    .command("keys")
    .description("Create, list and revoke API keys (stored hashed in KEYS_FILE)")
    .option("-f, --file <path>", "keys file (default: KEYS_FILE or ~/.config/entryguard/keys.json)");

  keys
    .command("create")
    .description("Create a key and print it once (only its SHA-256 is stored)")
    .requiredOption("--plan <plan>", "the plan the key is on")
    .requiredOption("--name <who>", "who the key is for")
    .option("--json", "print the key and its record as JSON")
    .action((flags: { plan: string; name: string; json?: boolean }) => {
      const config = loadConfig();
      if (!config.plans.has(flags.plan)) {
        throw new Error(`unknown plan "${flags.plan}"; plans: ${[...config.plans.keys()].join(", ")}`);
      }
      if (flags.name.trim() === "") throw new Error("--name must not be empty");
      const file = keysFile(keys.opts<KeysFlags>());
      const { key, record } = createKey(file, flags.name.trim(), flags.plan);
      if (flags.json) {
        console.log(JSON.stringify({ key, id: record.id, name: record.name, plan: record.plan }));
        return;
      }
      console.log(`${key}\n`);
      console.error(
        `Key ${record.id} for ${record.name} on plan ${record.plan}, stored hashed in ${file}.\n` +
          "This is the only time the key is shown: keep it now.",
      );
    });

  keys
    .command("list")
    .description("List keys (ids, names, plans, dates; never the keys)")
    .option("--json", "print JSON")
    .action((flags: { json?: boolean }) => {
      const records = readKeyFile(keysFile(keys.opts<KeysFlags>()));
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
    .action((id: string) => {
      const file = keysFile(keys.opts<KeysFlags>());
      if (!revokeKey(file, id)) {
        console.error(`entryguard: no key with id ${id} in ${file}`);
        process.exitCode = 2;
        return;
      }
      console.log(`Revoked ${id}.`);
    });
}
