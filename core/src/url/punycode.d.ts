// punycode ships its ES module build without types; core needs only the decoder.
declare module "punycode/punycode.es6.js" {
  export function toUnicode(domain: string): string;
}
