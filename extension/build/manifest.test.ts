import { describe, expect, it } from "vitest";
import { extensionManifest, GECKO_ID } from "./manifest.ts";

describe("the manifest", () => {
  it("asks for exactly the permissions the README justifies", () => {
    const manifest = extensionManifest("chrome");
    expect([...(manifest.permissions ?? [])].sort()).toEqual([
      "contextMenus",
      "declarativeNetRequestWithHostAccess",
      "notifications",
      "scripting",
      "storage",
      "webNavigation",
    ]);
    expect(manifest.host_permissions).toEqual(["http://*/*", "https://*/*"]);
    expect(manifest.browser_specific_settings).toBeUndefined();
  });

  it("gives Firefox a gecko id and declares that no data is collected", () => {
    expect(extensionManifest("firefox").browser_specific_settings?.gecko).toMatchObject({
      id: GECKO_ID,
      data_collection_permissions: { required: ["none"] },
    });
  });

  it("exposes only the warning page to web pages and forbids framing extension pages", () => {
    const manifest = extensionManifest("chrome");
    expect(manifest.web_accessible_resources).toEqual([
      { resources: ["warning.html"], matches: ["http://*/*", "https://*/*"] },
    ]);
    expect(manifest.content_security_policy?.extension_pages).toContain("frame-ancestors 'none'");
  });
});
