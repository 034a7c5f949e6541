// With the real registry: a programme beside its own country's internet code and nothing else
// (`evoa-id.com`, Indonesia's e-VOA and `id`) is that country's programme sold, as a visa word beside the code
// is (`evisa-id.com`). The code is an everyday word (`id`, `do`), so it confirms a programme only: beside
// another country's programme, or a weak programme name (E-Ticket), it says nothing.
import { describe, expect, it } from "vitest";
import { realVerdict as verdict } from "./corpus/real-verdict.ts";

describe("a programme beside its country's code", () => {
  it.each(["evoa-id.com", "id-evoa.com", "evisa-id.com"])("reads %s as Indonesia's", (host) => {
    expect(verdict(host)).toEqual({ kind: "impersonation", iso2: "ID" });
  });

  it.each(["mdac-id.com", "esta-id.com", "eticket-do.com", "do-eticket.com"])(
    "reads no country into %s (another country's programme, or a weak one)",
    (host) => {
      expect(verdict(host).iso2).toBeNull();
    },
  );
});
