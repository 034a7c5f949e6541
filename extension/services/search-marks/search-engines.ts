// The result pages the marks run on. Google answers under many country domains; these are the ones
// travellers who meet visa scams use most, plus the big engines' own.

export const GOOGLE_DOMAINS: readonly string[] = [
  "google.com",
  "google.co.uk",
  "google.de",
  "google.fr",
  "google.es",
  "google.it",
  "google.com.br",
  "google.com.mx",
  "google.co.in",
  "google.com.pk",
  "google.com.bd",
  "google.co.id",
  "google.com.vn",
  "google.com.ph",
  "google.co.jp",
  "google.co.kr",
  "google.com.tr",
  "google.ru",
  "google.com.sa",
  "google.ae",
  "google.com.eg",
  "google.com.ng",
  "google.co.ke",
  "google.co.za",
  "google.ca",
  "google.com.au",
  "google.nl",
  "google.pl",
];

/** Match patterns of the result pages (Baidu hides its targets behind encrypted redirects: not marked). */
export const SEARCH_PAGE_MATCHES: readonly string[] = [
  ...GOOGLE_DOMAINS.map((d) => `https://www.${d}/search*`),
  "https://www.bing.com/search*",
  "https://cn.bing.com/search*",
  "https://duckduckgo.com/*",
  "https://html.duckduckgo.com/html*",
  "https://search.yahoo.com/search*",
  "https://*.search.yahoo.com/search*",
  "https://yandex.ru/search/*",
  "https://yandex.com/search/*",
  "https://yandex.com.tr/search/*",
  "https://ya.ru/search/*",
  "https://search.naver.com/search.naver*",
];
