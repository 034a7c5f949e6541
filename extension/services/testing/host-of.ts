// A corpus row's host as a browser would read it (rows may be bare hosts or whole addresses), or null when
// a browser would not open it.

export function hostOf(input: string): string | null {
  try {
    return new URL(input.includes("://") ? input : `https://${input}/`).hostname;
  } catch {
    return null;
  }
}
