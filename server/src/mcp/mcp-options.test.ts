import { describe, expect, it } from "vitest";
import { DEFAULT_MCP_KEYLESS_PER_DAY, DEFAULT_MCP_PER_MINUTE, loadMcpOptions } from "./mcp-options.ts";

describe("loadMcpOptions", () => {
  it("defaults to 60 calls a minute, 1000 keyless calls a day and no other origin", () => {
    expect(loadMcpOptions({})).toEqual({
      perMinute: DEFAULT_MCP_PER_MINUTE,
      keylessPerDay: DEFAULT_MCP_KEYLESS_PER_DAY,
      allowedOrigins: [],
    });
    expect(loadMcpOptions({ MCP_PER_MINUTE: "" }).perMinute).toBe(60);
    expect(DEFAULT_MCP_KEYLESS_PER_DAY).toBe(1000);
  });

  it("reads MCP_PER_MINUTE, MCP_KEYLESS_PER_DAY and MCP_ALLOWED_ORIGINS", () => {
    const options = loadMcpOptions({
      MCP_PER_MINUTE: "240",
      MCP_KEYLESS_PER_DAY: "50",
      MCP_ALLOWED_ORIGINS: "https://Assistant.example, http://localhost:6274/",
    });
    expect(options).toEqual({
      perMinute: 240,
      keylessPerDay: 50,
      allowedOrigins: ["https://assistant.example", "http://localhost:6274"],
    });
  });

  it("refuses a value that is not a whole number above 0, naming the variable", () => {
    for (const bad of ["0", "-5", "1.5", "lots"]) {
      expect(() => loadMcpOptions({ MCP_PER_MINUTE: bad })).toThrow(/MCP_PER_MINUTE must be a whole number/);
      expect(() => loadMcpOptions({ MCP_KEYLESS_PER_DAY: bad })).toThrow(
        /MCP_KEYLESS_PER_DAY must be a whole/,
      );
    }
  });

  it("refuses an allowed origin that is not an origin", () => {
    for (const bad of ["assistant.example", "https://assistant.example/app", "*"]) {
      expect(() => loadMcpOptions({ MCP_ALLOWED_ORIGINS: bad })).toThrow(/MCP_ALLOWED_ORIGINS/);
    }
  });
});
