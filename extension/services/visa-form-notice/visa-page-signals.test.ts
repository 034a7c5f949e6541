import { describe, expect, it } from "vitest";
import { asksToApply, isIdentityField } from "./visa-page-signals.ts";

describe("asksToApply", () => {
  it("recognises headings that ask to apply for an eVisa, ETA or arrival card", () => {
    for (const heading of [
      "Apply for your Turkey e-Visa online",
      "India eVisa Application Form",
      "Get your UK ETA in minutes",
      "Start your application: Thailand Digital Arrival Card",
      "Apply for ESTA USA",
    ])
      expect(asksToApply(heading), heading).toBe(true);
  });

  it("leaves articles, guides and pages about other things alone", () => {
    for (const heading of [
      "How to apply for a Turkey e-Visa: a complete guide",
      "Do I need a visa for Japan?",
      "UK ETA explained",
      "Apply for a credit card",
      "Checkout – Passenger details",
      "Visa Infinite card benefits",
    ])
      expect(asksToApply(heading), heading).toBe(false);
  });
});

describe("isIdentityField", () => {
  it("matches passport, nationality and card fields, whatever the markup calls them", () => {
    for (const field of [
      "passport_number",
      "Passport No.",
      "nationality",
      "citizenship",
      "cc-number",
      "Card number",
      "cvv",
    ])
      expect(isIdentityField(field), field).toBe(true);
  });

  it("does not match a newsletter's or a search box's fields", () => {
    for (const field of ["email", "q search", "first_name Name", "subscribe"])
      expect(isIdentityField(field), field).toBe(false);
  });
});
