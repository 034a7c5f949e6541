import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** A file of the swagger-ui-dist package, read from node_modules on first use and kept. */
export interface PackagedFile {
  readonly name: string;
  readonly type: string;
  body(): Uint8Array<ArrayBuffer>;
}

function packaged(name: string, type: string): PackagedFile {
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  return {
    name,
    type,
    body() {
      bytes ??= readFileSync(require.resolve(`swagger-ui-dist/${name}`));
      return bytes;
    },
  };
}

/** The two files the reference needs: Swagger UI's bundle (script) and its stylesheet. */
export const swaggerUiFiles: readonly PackagedFile[] = [
  packaged("swagger-ui-bundle.js", "text/javascript; charset=utf-8"),
  packaged("swagger-ui.css", "text/css; charset=utf-8"),
];

/** The installed swagger-ui-dist version: part of the assets' URLs, so an upgrade is never served stale. */
export const swaggerUiVersion: string = (
  JSON.parse(readFileSync(require.resolve("swagger-ui-dist/package.json"), "utf8")) as { version: string }
).version;
