import { describe, expect, it } from "vitest";
import { channelUrl } from "./update-channel.ts";

describe("channelUrl", () => {
  it("takes an https snapshot URL, and http only to this machine", () => {
    expect(channelUrl("https://api.entryguard.example/v1/registry/snapshot")).toBe(
      "https://api.entryguard.example/v1/registry/snapshot",
    );
    expect(channelUrl("http://127.0.0.1:8787/v1/registry/snapshot")).toBe(
      "http://127.0.0.1:8787/v1/registry/snapshot",
    );
    expect(channelUrl("http://api.entryguard.example/v1/registry/snapshot")).toBeNull();
  });

  it("refuses a URL that could carry anything about the user: a query, a fragment or credentials", () => {
    for (const url of [
      "https://api.entryguard.example/v1/registry/snapshot?user=1",
      "https://api.entryguard.example/v1/registry/snapshot#x",
      "https://me:secret@api.entryguard.example/v1/registry/snapshot",
      "ftp://api.entryguard.example/snapshot",
      "not a url",
      "",
      undefined,
    ])
      expect(channelUrl(url)).toBeNull();
  });
});
