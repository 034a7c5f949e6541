import { createRegistryIndex, type RegistryIndex } from "@entryguard/core";
import { loadSnapshot } from "@entryguard/registry";

let index: RegistryIndex | undefined;

/** The registry, validated and indexed once per process. */
export function registryIndex(): RegistryIndex {
  index ??= createRegistryIndex(loadSnapshot());
  return index;
}
