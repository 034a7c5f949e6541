/**
 * Thrown by a key lookup that cannot tell right now whether a key is valid (Redis unreachable). The app
 * answers 503 rather than refusing a paying caller's key as unknown or serving a revoked one.
 */
export class KeyStoreUnavailableError extends Error {
  override readonly name = "KeyStoreUnavailableError";
}
