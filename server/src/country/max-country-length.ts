/**
 * Longer than any country name or alias. A longer query is refused before the fuzzy name lookup runs,
 * whose cost grows with the query's length.
 */
export const MAX_COUNTRY_LENGTH = 100;
