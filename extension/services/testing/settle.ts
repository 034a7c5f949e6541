/** Waits for work the background started without awaiting it (listeners return before their promises end). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}
