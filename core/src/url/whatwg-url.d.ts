// The WHATWG URL parser is a platform global in every runtime core runs in (browsers, extension service
// workers, Node, edge runtimes), and it is the only way to parse exactly as a browser does. core's `lib`
// is ES2022 alone (so no DOM or Node types leak in), so the part of URL that core reads is declared here.
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
}
