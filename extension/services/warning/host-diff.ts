// Which characters of the address the traveller opened differ from the real portal's, so the page can mark
// them: a longest common subsequence of code points, so one swapped, added or look-alike letter stands out.

/** A run of characters and whether it differs from the other address. */
export interface DiffPart {
  readonly text: string;
  readonly differs: boolean;
}

function runs(chars: readonly string[], kept: readonly boolean[]): DiffPart[] {
  const parts: DiffPart[] = [];
  chars.forEach((char, i) => {
    const differs = !kept[i];
    const last = parts.at(-1);
    if (last && last.differs === differs) parts[parts.length - 1] = { text: last.text + char, differs };
    else parts.push({ text: char, differs });
  });
  return parts;
}

/** Both hosts cut into runs; a character is "same" when it is part of a longest common subsequence. */
export function diffHosts(typed: string, real: string): { typed: DiffPart[]; real: DiffPart[] } {
  // Code points, not UTF-16 units: a Cyrillic "е" or an emoji is one character to the traveller.
  const a = Array.from(typed);
  const b = Array.from(real);
  const width = b.length + 1;
  const lengths = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
  const keptA = a.map(() => false);
  const keptB = b.map(() => false);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptA[i++] = true;
      keptB[j++] = true;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) i++;
    else j++;
  }
  return { typed: runs(a, keptA), real: runs(b, keptB) };
}
