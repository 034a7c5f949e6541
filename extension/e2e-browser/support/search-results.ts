// The search results the marks are tested on, with core's verdict on each target and the mark a traveller
// should see, and the engines' result pages they are served in (Chromium and Firefox specs share them).
import {
  bingPage,
  duckDuckGoPage,
  googlePage,
  naverPage,
  type Result,
  yahooPage,
  yandexPage,
} from "./search-pages.ts";

export const REAL_PORTAL = "https://www.evisa.gov.tr/en/";

/** Each result, the verdict core gives its target (checked first), and the mark a traveller should see. */
export const RESULTS: readonly (Result & { core: string; mark: string | null })[] = [
  {
    case: "official",
    target: REAL_PORTAL,
    title: "e-Visa Application System",
    core: "official",
    mark: "official",
  },
  {
    case: "lookalike",
    target: "https://evisa-gov-tr.com/apply",
    title: "Turkey e-Visa",
    core: "lookalike",
    mark: "fake",
  },
  {
    case: "embedded",
    target: "https://www.evisa.gov.tr.apply-online.net/",
    shown: "www.evisa.gov.tr",
    title: "e-Visa Türkiye",
    core: "lookalike",
    mark: "fake",
  },
  {
    case: "impersonation",
    target: "https://evisa-turkey.com/",
    title: "Turkey Visa Online",
    core: "impersonation",
    mark: "unofficial",
  },
  {
    case: "unrelated",
    target: "https://en.wikipedia.org/wiki/Visa_policy_of_Turkey",
    title: "Visa policy of Turkey",
    core: "unrelated",
    mark: null,
  },
  {
    case: "ad-fake",
    ad: true,
    target: "https://turkey-visa-online.com/apply",
    shown: "www.evisa.gov.tr",
    title: "Official Turkey eVisa – Apply Now",
    core: "impersonation",
    mark: "unofficial",
  },
  // A result leading to a look-alike of Google's redirect on a host anyone can register is not unwrapped.
  {
    case: "forged-wrapper",
    target: `https://www.google.co.xyz/url?q=${encodeURIComponent(REAL_PORTAL)}`,
    title: "Türkiye e-Visa",
    core: "unrelated",
    mark: null,
  },
  // An ad's click passes the advertiser's own trackers before it lands: never an official mark.
  {
    case: "ad-official",
    ad: true,
    target: REAL_PORTAL,
    title: "Türkiye e-Visa",
    core: "official",
    mark: null,
  },
];

export const ENGINES = [
  {
    name: "Google",
    url: "https://www.google.com/search?q=turkey+evisa",
    key: "www.google.com/search",
    build: googlePage,
    ads: true,
  },
  {
    name: "Bing",
    url: "https://www.bing.com/search?q=turkey+evisa",
    key: "www.bing.com/search",
    build: bingPage,
    ads: true,
  },
  {
    name: "DuckDuckGo",
    url: "https://duckduckgo.com/?q=turkey+evisa",
    key: "duckduckgo.com/",
    build: duckDuckGoPage,
    ads: true,
  },
  {
    name: "Yahoo",
    url: "https://search.yahoo.com/search?p=turkey+evisa",
    key: "search.yahoo.com/search",
    build: yahooPage,
    ads: true,
  },
  // Yandex's ad links hide their target in an encrypted redirect: its ads get no mark at all.
  {
    name: "Yandex",
    url: "https://yandex.com/search/?text=turkey+evisa",
    key: "yandex.com/search/",
    build: yandexPage,
    ads: "hidden",
  },
  {
    name: "Naver",
    url: "https://search.naver.com/search.naver?query=turkey+evisa",
    key: "search.naver.com/search.naver",
    build: naverPage,
    ads: false,
  },
] as const;
