import { Command } from "commander";
import { registerKeysCommand } from "./commands/keys-command.ts";
import { registerOpenApiCommand } from "./commands/openapi-command.ts";
import { registerRegistryCommand } from "./commands/registry-command.ts";
import { registerServeCommand } from "./commands/serve-command.ts";
import { registerVerifyCommand } from "./commands/verify-command.ts";

const program = new Command("entryguard")
  .description(
    "Entryguard: is this the official entry-authorisation portal, and if not, where is the real one?",
  )
  .showHelpAfterError();

registerVerifyCommand(program);
registerRegistryCommand(program);
registerServeCommand(program);
registerKeysCommand(program);
registerOpenApiCommand(program);

try {
  await program.parseAsync();
} catch (error) {
  console.error(`entryguard: ${(error as Error).message}`);
  process.exitCode = 2;
}
