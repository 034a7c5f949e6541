// Base64 is a platform global in every runtime core runs in (browsers, extension service workers, Node,
// edge runtimes); core's `lib` is ES2022 alone, so the two functions the prefilter table uses are declared
// here (as url/whatwg-url.d.ts declares URL).
declare function btoa(data: string): string;
declare function atob(data: string): string;
