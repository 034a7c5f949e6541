/**
 * Folds a country name or query to the form the lookup compares: accents, case, apostrophes and
 * punctuation do not matter ("Côte d'Ivoire" = "cote divoire", "Korea, Republic of" = "korea republic of").
 */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’ʼ`´]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Spellings people use for the same name: with or without a leading "the", "saint" or "st". */
export function nameVariants(normalized: string): string[] {
  const variants = new Set([normalized]);
  for (const v of [...variants]) if (v.startsWith("the ")) variants.add(v.slice(4));
  for (const v of [...variants]) {
    if (/\bsaint\b/.test(v)) variants.add(v.replace(/\bsaint\b/g, "st"));
    if (/\bst\b/.test(v)) variants.add(v.replace(/\bst\b/g, "saint"));
  }
  return [...variants];
}
