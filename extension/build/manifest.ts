// The manifest's fixed part. Each permission is justified in the README ("Permissions").
import type { UserManifest } from "wxt";
import { channelUrl } from "../services/updates/update-channel.ts";

/** The Firefox add-on id; store listings and `web-ext` need a stable one. */
export const GECKO_ID = "guard@entryguard.org";

export function extensionManifest(browser: string): UserManifest {
  const manifest: UserManifest = {
    name: "Entryguard",
    description:
      "Warns you before a fake eVisa, ETA or arrival-card site runs, marks the official portal, and finds the real one for any country.",
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
