import { describe, expect, it } from "vitest";
import { defaultDetectors } from "../detectors/default-detectors.ts";
import { fixtureSnapshot } from "../test-fixtures/fixture-snapshot.ts";
import { createRegistryIndex } from "../verdict/registry-index.ts";
import { verify } from "../verdict/verify.ts";
import { verificationResultSchema, verifyAnswerSchema } from "./verification-result.ts";

const index = createRegistryIndex(fixtureSnapshot, { detectors: defaultDetectors });

describe("the verification result contract", () => {
  it.each([
    "https://evisa.gov.tr/",
    "evisa-gov-tr.com",
    "turkey-evisa-online.com",
    "example.org",
    "http://[::1]/",
  ])("core's answer for %s is what the contract documents", (input) => {
    const outcome = verify(index, input);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(verificationResultSchema.safeParse(outcome.result).error).toBeUndefined();
  });

  it("refuses an answer whose verdict kind the contract does not name, or without its source", () => {
    const outcome = verify(index, "https://evisa.gov.tr/");
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { result } = outcome;
    expect(
      verificationResultSchema.safeParse({ ...result, verdict: { ...result.verdict, kind: "fine" } }).success,
    ).toBe(false);
    expect(verifyAnswerSchema.safeParse(result).success).toBe(false);
    expect(verifyAnswerSchema.safeParse({ ...result, source: null }).success).toBe(true);
  });

  it("describes every field of the answer, so each face documents it", () => {
    const undescribed = Object.entries(verifyAnswerSchema.shape)
      // A nullable or optional field may carry its description on the value it wraps.
      .filter(
        ([, field]) => !(field.description ?? ("unwrap" in field ? field.unwrap().description : undefined)),
      )
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
