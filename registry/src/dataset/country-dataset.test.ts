import { describe, expect, it } from "vitest";
import { datasetFacts } from "./country-dataset.ts";

describe("the country dataset", () => {
  it("gives names in the languages visa sellers write them in", () => {
    const china = datasetFacts("CN");
    expect(china?.names).toContain("China");
    // Vietnamese (from the CLDR-based names), French (from the world dataset)
    expect(china?.names).toContain("Trung Quốc");
    expect(datasetFacts("KR")?.names).toContain("Korea Selatan");
  });

  it("gives CLDR's other names in the traveller languages beside the world dataset's one", () => {
    expect(datasetFacts("GB")?.names).toContain("Großbritannien");
    expect(datasetFacts("US")?.names).toContain("Amerika");
    expect(datasetFacts("TH")?.names).toContain("Thailandia");
  });

  it("knows no invented code", () => {
    expect(datasetFacts("QQ")).toBeNull();
  });
});
