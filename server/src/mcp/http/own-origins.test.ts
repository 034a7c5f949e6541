import { describe, expect, it } from "vitest";
import { ownOrigins } from "./own-origins.ts";

describe("ownOrigins", () => {
  it("is the public origin alone for a public host", () => {
    expect(ownOrigins("https://entryguard.example/base")).toEqual(["https://entryguard.example"]);
  });

  it("takes every loopback name on the same scheme and port for a loopback origin", () => {
    expect(ownOrigins("http://localhost:8787")).toEqual([
      "http://localhost:8787",
      "http://127.0.0.1:8787",
      "http://[::1]:8787",
    ]);
  });

  it("never takes another port or a host name that merely starts like a loopback one", () => {
    const own = ownOrigins("http://127.0.0.1:8787");
    expect(own).not.toContain("http://localhost:8788");
    expect(ownOrigins("http://localhost.evil.example:8787")).toEqual(["http://localhost.evil.example:8787"]);
  });
});
