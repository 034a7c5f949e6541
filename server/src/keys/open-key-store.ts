import type { AppConfig } from "../config/app-config.ts";
import { fileKeyStore } from "./key-file.ts";
import type { KeyStore } from "./key-store.ts";
import { redisKeyStore } from "./redis-key-store.ts";

/** Which store to open: Redis when a URL is given (REDIS_URL or `--redis`), else the keys file. */
export interface KeyStoreChoice {
  readonly redisUrl?: string | undefined;
  readonly keysFile: string;
  /** Longest wait for Redis per command. */
  readonly timeoutMs: number;
  /** Whether `find` will be called (a server) or the store is only edited (`entryguard keys`). */
  readonly watch: boolean;
}

/** Opens the configured key store: with Redis every instance shares the keys; the keys file otherwise. */
export function openKeyStore(choice: KeyStoreChoice): KeyStore {
  return choice.redisUrl
    ? redisKeyStore({ url: choice.redisUrl, timeoutMs: choice.timeoutMs, watch: choice.watch })
    : fileKeyStore(choice.keysFile);
}

/** The server's choice, from its configuration. */
export function serverKeyStore(config: AppConfig): KeyStore {
  return openKeyStore({
    redisUrl: config.redisUrl,
    keysFile: config.keysFile,
    timeoutMs: config.redisTimeoutMs,
    watch: true,
  });
}
