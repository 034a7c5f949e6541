import { Command } from "commander";
import { registerRegistryCommand } from "./commands/registry-command.ts";
import { registerVerifyCommand } from "./commands/verify-command.ts";

const program = new Command("entryguard")
  .description(
    "Entryguard: is this the official entry-authorisation portal, and if not, where is the real one?",
  )
  .showHelpAfterError();

registerVerifyCommand(program);
registerRegistryCommand(program);

try {
  await program.parseAsync();
} catch (error) {
  console.error(`entryguard: ${(error as Error).message}`);
  process.exitCode = 2;
}
