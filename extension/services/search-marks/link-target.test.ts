import { describe, expect, it } from "vitest";
import { linkTarget } from "./link-target.ts";

const b64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("linkTarget", () => {
  it("a direct link is its own target", () => {
    expect(linkTarget("https://www.evisa.gov.tr/en/", "https://www.google.com/search?q=x")).toEqual({
      url: "https://www.evisa.gov.tr/en/",
      direct: true,
    });
  });

  it("reads the organic wrappers of Google, Bing, DuckDuckGo and Yahoo", () => {
    const target = "https://evisa-turkey.com/apply?x=1&y=2";
    const cases = [
      [`/url?sa=t&q=${encodeURIComponent(target)}&ved=2a`, "https://www.google.co.uk/search?q=v"],
      [`https://www.bing.com/ck/a?!&&p=abc&u=a1${b64url(target)}&ntb=1`, "https://www.bing.com/search?q=v"],
      [`//duckduckgo.com/l/?uddg=${encodeURIComponent(target)}&rut=ab`, "https://duckduckgo.com/?q=v"],
      [
        `https://r.search.yahoo.com/_ylt=A0/RV=2/RE=1/RO=10/RU=${encodeURIComponent(target)}/RK=2/RS=xyz-`,
        "https://search.yahoo.com/search?p=v",
      ],
    ] as const;
    for (const [href, page] of cases)
      expect(linkTarget(href, page), href).toEqual({ url: target, direct: true });
  });

  it("reads ad wrappers, nested ones too, and never calls their landing page direct", () => {
    const target = "https://www.evisa.gov.tr/en/";
    const bingAd = `https://www.bing.com/aclick?ld=e8&u=a1${b64url(target)}`;
    for (const href of [
      `https://www.googleadservices.com/pagead/aclk?sa=L&ai=x&adurl=${encodeURIComponent(target)}`,
      `/aclk?sa=l&ai=x&adurl=${encodeURIComponent(target)}`,
      bingAd,
      `https://duckduckgo.com/y.js?ad_domain=evisa.gov.tr&u3=${encodeURIComponent(bingAd)}`,
    ])
      expect(linkTarget(href, "https://www.google.com/search?q=v"), href).toEqual({
        url: target,
        direct: false,
      });
  });

  it("a wrapper look-alike on another host is not unwrapped: its own host is the target", () => {
    const href = `https://www.google.evil.example/url?q=${encodeURIComponent("https://evisa.gov.tr/")}`;
    expect(linkTarget(href, "https://www.google.com/")?.url).toBe(href);
  });

  it("gives nothing for wrappers that hide their target or are not web links", () => {
    expect(linkTarget("/url?q=javascript:alert(1)", "https://www.google.com/")).toBeNull();
    expect(linkTarget("https://www.bing.com/ck/a?u=a1!!!", "https://www.bing.com/")).toBeNull();
    expect(linkTarget("javascript:void(0)", "https://www.google.com/")).toBeNull();
    expect(linkTarget("mailto:a@b.c", "https://www.google.com/")).toBeNull();
  });
});
