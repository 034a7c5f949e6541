import { beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import {
  addToAllowlist,
  DEFAULT_SETTINGS,
  normalizeHost,
  readSettings,
  removeFromAllowlist,
} from "./guard-settings.ts";

beforeEach(() => fakeBrowser.reset());

describe("normalizeHost", () => {
  it("accepts hosts and URLs in the form browsers compare", () => {
    expect(normalizeHost(" Example.COM. ")).toBe("example.com");
    expect(normalizeHost("https://www.example.com/path")).toBe("www.example.com");
    expect(normalizeHost("еsta.cbp.dhs.gov")).toBe("xn--sta-qdd.cbp.dhs.gov");
  });

  it("refuses what is not a host", () => {
    expect(normalizeHost("")).toBeNull();
    expect(normalizeHost("localhost")).toBeNull();
    expect(normalizeHost("not a host")).toBeNull();
  });
});

describe("the allowlist", () => {
  it("starts empty with both warnings on, and keeps hosts sorted without duplicates", async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
    await addToAllowlist("b.example");
    await addToAllowlist("a.example");
    await addToAllowlist("b.example");
    expect((await readSettings()).allowlist).toEqual(["a.example", "b.example"]);
    await removeFromAllowlist("a.example");
    expect((await readSettings()).allowlist).toEqual(["b.example"]);
  });
});
