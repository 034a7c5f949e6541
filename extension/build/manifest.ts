// The manifest's fixed part. Each permission is justified in the README ("Permissions").
import type { UserManifest } from "wxt";
import { SEARCH_PAGE_MATCHES } from "../services/search-marks/search-engines.ts";
import { channelUrl } from "../services/updates/update-channel.ts";

/** The Firefox add-on id; store listings and `web-ext` need a stable one. */
export const GECKO_ID = "guard@entryguard.org";

export function extensionManifest(browser: string): UserManifest {
  const manifest: UserManifest = {
    name: "Entryguard",
    // Pages and notices speak the browser's language (public/_locales); English when it has none.
    default_locale: "en",
    description: "__MSG_extDescription__",
    permissions: [
      "storage",
      "declarativeNetRequestWithHostAccess",
      "webNavigation",
      "scripting",
      "contextMenus",
      "notifications",
    ],
    host_permissions: ["http://*/*", "https://*/*"],
    action: { default_title: "Entryguard" },
    // DNR can only redirect a navigation to an extension page the navigation may load.
    // Unlisted scripts (entrypoints/search-marks.ts, visa-form-notice.ts), run once the page has loaded.
    content_scripts: [
      { matches: [...SEARCH_PAGE_MATCHES], js: ["search-marks.js"], run_at: "document_idle" },
      { matches: ["http://*/*", "https://*/*"], js: ["visa-form-notice.js"], run_at: "document_idle" },
    ],
    web_accessible_resources: [{ resources: ["warning.html"], matches: ["http://*/*", "https://*/*"] }],
    content_security_policy: {
      // The warning page must never be framed by the site it replaced.
      extension_pages: "script-src 'self'; object-src 'self'; frame-ancestors 'none'",
    },
  };
  // A build with an update channel may wake daily and read its snapshot URL, and nothing more.
  const updateUrl = channelUrl(process.env.WXT_ENTRYGUARD_UPDATE_URL);
  if (updateUrl !== null) {
    manifest.permissions?.push("alarms");
    manifest.host_permissions?.push(`${new URL(updateUrl).origin}/*`);
  }
  if (browser === "firefox") {
    manifest.browser_specific_settings = {
      gecko: {
        id: GECKO_ID,
        strict_min_version: "142.0",
        data_collection_permissions: { required: ["none"] },
      },
    };
  }
  return manifest;
}
