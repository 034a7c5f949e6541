/**
 * Hosting platforms that give anyone a subdomain. The public suffix list's private section holds most of
 * them (github.io, netlify.app, pages.dev, blogspot.com); these are the ones it lacks. A subdomain here is
 * judged by its own label, as if it were a domain of its own: `evisa-turkey.wordpress.com` is
 * `evisa-turkey`.
 */
export const HOSTING_PLATFORMS: readonly string[] = [
  "wordpress.com",
  "wixsite.com",
  "weebly.com",
  "webflow.io",
  "godaddysites.com",
  "square.site",
  "jimdosite.com",
  "mystrikingly.com",
  "carrd.co",
  "tilda.ws",
  "site123.me",
  "business.site",
  "sites.google.com",
];
