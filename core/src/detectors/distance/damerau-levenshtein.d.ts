// The package ships CommonJS without types.
declare module "damerau-levenshtein" {
  interface Result {
    steps: number;
    relative: number;
    similarity: number;
  }
  function damerauLevenshtein(a: string, b: string, limit?: number): Result;
  export default damerauLevenshtein;
}
