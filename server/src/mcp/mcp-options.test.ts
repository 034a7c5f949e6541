import { describe, expect, it } from "vitest";
import { DEFAULT_MCP_PER_MINUTE, loadMcpOptions } from "./mcp-options.ts";

describe("loadMcpOptions", () => {
  it("defaults to 60 calls a minute", () => {
    expect(loadMcpOptions({})).toEqual({ perMinute: DEFAULT_MCP_PER_MINUTE });
    expect(loadMcpOptions({ MCP_PER_MINUTE: "" }).perMinute).toBe(60);
  });

  it("reads MCP_PER_MINUTE", () => {
    expect(loadMcpOptions({ MCP_PER_MINUTE: "240" }).perMinute).toBe(240);
  });

  it("refuses a value that is not a whole number above 0, naming the variable", () => {
    for (const bad of ["0", "-5", "1.5", "lots"]) {
      expect(() => loadMcpOptions({ MCP_PER_MINUTE: bad })).toThrow(/MCP_PER_MINUTE must be a whole number/);
    }
  });
});
