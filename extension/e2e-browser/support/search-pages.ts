// Result pages built to the engines' structure (organic results and ads, each engine's redirect wrappers),
// served under the engines' own hostnames by the fake web. Each result carries `data-case`, the test's
// name for it; the extension never reads it.

export interface Result {
  /** The test's name for this result. */
  readonly case: string;
  /** Where the link really leads. */
  readonly target: string;
  readonly title: string;
  /** What the result shows as its address (an ad can show one host and lead to another). */
  readonly shown?: string;
  readonly ad?: boolean;
}

const b64url = (text: string) =>
  Buffer.from(text, "utf8").toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const enc = encodeURIComponent;
const shown = (r: Result) => r.shown ?? new URL(r.target).hostname;
const doc = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** google.com/search: organic links through `/url?q=`, ads through googleadservices `aclk?…adurl=`. */
export function googlePage(results: readonly Result[]): string {
  const item = (r: Result) =>
    r.ad
      ? `<div class="uEierd" data-case="${r.case}"><div class="v5yQqb"><a class="sVXRqc" href="https://www.googleadservices.com/pagead/aclk?sa=L&amp;ai=DChcSEw&amp;ae=2&amp;adurl=${enc(r.target)}"><div role="heading" aria-level="3"><span>${r.title}</span></div><div><span class="x2VHCd">Sponsored</span> <span class="qzEoUe">${shown(r)}</span></div></a></div></div>`
      : `<div class="MjjYud" data-case="${r.case}"><div class="g"><div class="yuRUbf"><a href="/url?sa=t&amp;source=web&amp;q=${enc(r.target)}&amp;ved=2ahUKE"><h3 class="LC20lb">${r.title}</h3><div><cite>${shown(r)}</cite></div></a></div><div class="VwiC3b">Apply online for your visa.</div></div></div>`;
  return doc(
    "turkey evisa - Google Search",
    `<div id="searchform"><a href="/preferences">Settings</a></div><div id="tads">${results
      .filter((r) => r.ad)
      .map(item)
      .join("")}</div><div id="search"><div id="rso">${results
      .filter((r) => !r.ad)
      .map(item)
      .join("")}</div></div><div id="foot"><a href="/search?q=turkey+evisa&amp;start=10">Next</a></div>`,
  );
}

/** bing.com/search: organic links through `ck/a?…&u=a1<base64url>`, ads through `aclick`. */
export function bingPage(results: readonly Result[]): string {
  const item = (r: Result) =>
    r.ad
      ? `<li class="b_ad" data-case="${r.case}"><ul><li><div class="b_title"><h2><a href="https://www.bing.com/aclick?ld=e8Xy&amp;u=a1${b64url(r.target)}">${r.title}</a></h2></div><div class="b_caption"><div class="b_attribution"><cite>${shown(r)}</cite></div></div></li></ul></li>`
      : `<li class="b_algo" data-case="${r.case}"><h2><a href="https://www.bing.com/ck/a?!&amp;&amp;p=0c1d&amp;ptn=3&amp;u=a1${b64url(r.target)}&amp;ntb=1">${r.title}</a></h2><div class="b_caption"><div class="b_attribution"><cite>${shown(r)}</cite></div><p>Apply online.</p></div></li>`;
  return doc("turkey evisa - Search", `<ol id="b_results">${results.map(item).join("")}</ol>`);
}

/** duckduckgo.com: results arrive from a script after the page has loaded, through `/l/?uddg=` and `y.js`. */
export function duckDuckGoPage(results: readonly Result[]): string {
  const bingAd = (r: Result) => `https://www.bing.com/aclick?ld=e8&u=a1${b64url(r.target)}`;
  const item = (r: Result) =>
    r.ad
      ? `<div class="result result--ad" data-case="${r.case}"><h2 class="result__title"><a class="result__a" href="https://duckduckgo.com/y.js?ad_domain=${enc(shown(r))}&amp;ad_provider=bingv7aa&amp;u3=${enc(bingAd(r))}">${r.title}</a></h2><a class="result__url" href="https://duckduckgo.com/y.js?ad_domain=${enc(shown(r))}&amp;u3=${enc(bingAd(r))}">${shown(r)}</a></div>`
      : `<div class="result results_links" data-case="${r.case}"><h2 class="result__title"><a class="result__a" href="//duckduckgo.com/l/?uddg=${enc(r.target)}&amp;rut=4f1e">${r.title}</a></h2><a class="result__url" href="//duckduckgo.com/l/?uddg=${enc(r.target)}&amp;rut=4f1e">${shown(r)}</a></div>`;
  const html = JSON.stringify(results.map(item).join(""));
  return doc(
    "turkey evisa at DuckDuckGo",
    `<div id="links"></div><script>setTimeout(() => { document.getElementById("links").innerHTML = ${html}; }, 300);</script>`,
  );
}

/**
 * search.yahoo.com/search: results through `r.search.yahoo.com/_ylt=…/RU=<target>/RK=2/RS=…` (lower-case
 * escapes, as Yahoo writes them); ads through `r.search.yahoo.com/cbclk2/…/RU=<Bing's ad redirect>`.
 */
export function yahooPage(results: readonly Result[]): string {
  const lower = (u: string) => enc(u).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase());
  const href = (r: Result) =>
    r.ad
      ? `https://r.search.yahoo.com/cbclk2/dWU9QjdCODZB/RV=2/RE=1765000000/RO=10/RU=${lower(`https://139138531.r.bat.bing.com/?ld=d3-ALI12sUz&u=${lower(r.target)}`)}/RK=2/RS=d63UcC5-`
      : `https://r.search.yahoo.com/_ylt=AwrFc;_ylu=Y29sbw--/RV=2/RE=1765000000/RO=10/RU=${lower(r.target)}/RK=2/RS=q2Lk1-`;
  const item = (r: Result) =>
    `<li data-case="${r.case}"><div class="dd algo${r.ad ? " ads" : ""}"><div class="compTitle"><h3 class="title"><a href="${href(r)}">${r.title}</a></h3><div><span class="fz-ms">${shown(r)}</span></div></div></div></li>`;
  return doc(
    "turkey evisa - Yahoo Search Results",
    `<div id="web"><ol class="searchCenterMiddle">${results.map(item).join("")}</ol></div>`,
  );
}

/** yandex.com/search/: direct links around the heading; ads through yabs.yandex.ru, which hides the target. */
export function yandexPage(results: readonly Result[]): string {
  const item = (r: Result) =>
    `<li class="serp-item" data-case="${r.case}"><div class="Organic"><a class="Link OrganicTitle-Link" href="${r.ad ? "https://yabs.yandex.ru/count/WZ0ejI_zOoVX2Ldb0PqB" : r.target}"><h2 class="OrganicTitle-LinkText">${r.title}</h2></a><div class="Path">${shown(r)}</div></div></li>`;
  return doc("turkey evisa — Yandex", `<ul id="search-result">${results.map(item).join("")}</ul>`);
}

/** search.naver.com: direct title links with no heading element. */
export function naverPage(results: readonly Result[]): string {
  const item = (r: Result) =>
    `<li class="bx" data-case="${r.case}"><div class="total_wrap"><div class="total_source">${shown(r)}</div><a href="${r.target}" class="link_tit" target="_blank">${r.title}</a><div class="dsc_txt">Apply online.</div></div></li>`;
  return doc("turkey evisa : 네이버 통합검색", `<ul class="lst_total">${results.map(item).join("")}</ul>`);
}
