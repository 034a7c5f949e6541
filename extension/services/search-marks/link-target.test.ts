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

  it("Yahoo: results with lower-case escapes and a tail after RS; ads through Bing's ad redirects, never direct", () => {
    // The shapes public decoders and saved result pages show: `_ylt=…;_ylu=…/RV=2/RE=…/RO=10/RU=…/RK=…/RS=…`,
    // ads under `/cbclk/` or `/cbclk2/` whose RU is Bing's `aclick`, `<n>.r.bat.bing.com` or `<n>.r.msn.com`.
    const page = "https://search.yahoo.com/search?p=turkey+evisa";
    const lower = (u: string) => encodeURIComponent(u).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase());
    const organic = `https://r.search.yahoo.com/_ylt=AwrFc0;_ylu=Y29sbwNiZjEEcG9zAzE-/RV=2/RE=1765000000/RO=10/RU=${lower("https://www.evisa.gov.tr/en/")}/RK=2/RS=q2Lk1-;_ylc=cnQDMQ--?p=x`;
    expect(linkTarget(organic, page)).toEqual({ url: "https://www.evisa.gov.tr/en/", direct: true });
    const target = "https://www.evisa.gov.tr/en/apply?a=1&b=2";
    const bingAds = [
      `https://www.bing.com/aclick?ld=e8jZ&u=${lower(target)}`,
      `https://139138531.r.bat.bing.com/?ld=d3-ALI&u=${lower(target)}`,
      `http://51000061.r.msn.com/?ld=d3hMT&u=${lower(target)}`,
    ];
    for (const bing of bingAds)
      for (const kind of ["cbclk", "cbclk2"])
        expect(
          linkTarget(
            `https://r.search.yahoo.com/${kind}/dWU9QjdC/RV=2/RE=1520646616/RO=10/RU=${lower(bing)}/RK=2/RS=d63U-`,
            page,
          ),
          `${kind} ${bing}`,
        ).toEqual({ url: target, direct: false });
    // Even an ad whose RU is the portal itself went through Yahoo's ad click first.
    expect(
      linkTarget(`https://r.search.yahoo.com/cbclk2/dWU9/RV=2/RU=${lower(target)}/RK=2/RS=x-`, page),
    ).toEqual({ url: target, direct: false });
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
