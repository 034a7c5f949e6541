import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { snapshotSchema } from "@entryguard/core";
import { signSnapshot } from "./sign-snapshot.ts";
import type { SignedSnapshot } from "./signed-snapshot.ts";
import { importSigningKey } from "./signing-key.ts";

/** Reads a built snapshot, checks it is one, signs it and writes the envelope the server serves. */
export async function signSnapshotFile(options: {
  readonly snapshotFile: string;
  readonly keyPem: string;
  readonly out: string;
}): Promise<SignedSnapshot> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(options.snapshotFile, "utf8"));
  } catch (error) {
    throw new Error(`cannot read the snapshot ${options.snapshotFile}: ${(error as Error).message}`);
  }
  const parsed = snapshotSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${options.snapshotFile} is not a registry snapshot (${issue?.path.join(".")}: ${issue?.message}); build it with \`entryguard registry build\``,
    );
  }
  // Sign the file as written, not the parsed copy: zod may drop or reorder nothing here, but the bytes the
  // extension hashes must be the builder's.
  const signed = await signSnapshot(json as typeof parsed.data, await importSigningKey(options.keyPem));
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(signed)}\n`);
  return signed;
}
