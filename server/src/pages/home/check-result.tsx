/** @jsxImportSource hono/jsx */
import { INFORMATION_HEADLINES, type SnapshotCountry, type VerificationResult } from "@entryguard/core";
import { UnverifiedNotice } from "../countries/record-status.tsx";

type Tone = "official" | "warning" | "neutral" | "invalid";

function toneOf(result: VerificationResult): Tone {
  switch (result.verdict.kind) {
    case "official":
      return "official";
    case "lookalike":
    case "impersonation":
      return "warning";
    case "visa-service":
    case "partner":
    case "unconfirmed":
      // Information, not an accusation: no warning tone.
      return "neutral";
    case "unrelated":
      // Not this country's portal: for a traveller who named the country, that is a warning too.
      return result.country ? "warning" : "neutral";
    case "invalid":
      return "invalid";
  }
}

function headline(result: VerificationResult): string {
  const name = result.country;
  switch (result.verdict.kind) {
    case "official":
      return name ? `This is ${name}’s official portal` : "This is an official portal";
    case "lookalike":
      return name
        ? `Warning: this site imitates ${name}’s official portal`
        : "Warning: this site imitates an official portal";
    case "impersonation":
      return name
        ? `Warning: this is not ${name}’s official portal`
        : "Warning: this is not an official portal";
    case "visa-service":
    case "partner":
    case "unconfirmed":
      return INFORMATION_HEADLINES[result.verdict.kind];
    case "unrelated":
      return name ? `This is not ${name}’s official portal` : "Not an official entry portal";
    case "invalid":
      return "This address cannot be checked";
  }
}

const MARKS: Record<Tone, string> = {
  official: "✓ Official",
  warning: "⚠ Not official",
  neutral: "Not in the registry",
  invalid: "Cannot check",
};

function RealPortal({
  result,
  country,
}: {
  result: VerificationResult;
  country: SnapshotCountry | undefined;
}) {
  if (result.verdict.kind === "official" || result.verdict.kind === "invalid" || !result.country) return null;
  if (result.real_url) {
    return (
      <p>
        The real portal:
        <a class="real-link" href={result.real_url} rel="noopener noreferrer" data-testid="real-link">
          {result.real_url}
        </a>
      </p>
    );
  }
  return (
    <p data-testid="no-portal">
      <strong>{result.country} has no official online entry authorisation.</strong> Any site selling an eVisa
      for {country?.country ?? result.country} is not official.
    </p>
  );
}

/** The page title for a result, so the browser tab and screen readers say the verdict first. */
export function resultTitle(result: VerificationResult): string {
  const what = result.verdict.host_unicode ?? "address";
  return `${MARKS[toneOf(result)].replace(/^[^A-Za-z]+/, "")}: ${what}`;
}

/** The one verdict from core, in plain words: the mark, the reasons, and the real portal as a big link. */
export function CheckResult({
  result,
  country,
}: {
  result: VerificationResult;
  /** The record the result is about, for its page link. */
  country: SnapshotCountry | undefined;
}) {
  const tone = toneOf(result);
  const { verdict } = result;
  return (
    <section
      class={`result ${tone}`}
      aria-labelledby="result-heading"
      data-testid="check-result"
      data-verdict={verdict.kind}
    >
      <p>
        <span class={`mark ${tone === "invalid" ? "neutral" : tone}`} data-testid="mark">
          {MARKS[tone]}
        </span>
      </p>
      <h2 id="result-heading">{headline(result)}</h2>
      {verdict.host_unicode ? (
        <p>
          You checked <span class="host">{verdict.host_unicode}</span>
          {verdict.host && verdict.host !== verdict.host_unicode ? (
            <>
              {" "}
              (its real name is <span class="host">{verdict.host}</span>)
            </>
          ) : null}
          .
        </p>
      ) : null}
      <ul class="reasons" aria-label="Why">
        {verdict.reasons.map((reason) => (
          <li data-reason={reason.code}>{reason.message}</li>
        ))}
      </ul>
      <RealPortal result={result} country={country} />
      {result.status && result.country ? (
        <UnverifiedNotice status={result.status} name={result.country} />
      ) : null}
      {country ? (
        <p>
          More about <a href={`/countries/${country.id}`}>{country.country}’s entry portals</a>.
        </p>
      ) : null}
    </section>
  );
}
