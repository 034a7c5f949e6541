/** @jsxImportSource hono/jsx */
import type { SnapshotCountry, VerificationResult } from "@entryguard/core";
import type { Child } from "hono/jsx";
import { PageLayout } from "../layout/page-layout.tsx";
import { CheckResult, resultTitle } from "./check-result.tsx";
import { type RateLimited, RateLimitedNotice } from "./rate-limited-notice.tsx";

/** A problem with what was typed into one of the boxes, with names the user may have meant. */
export interface FormProblem {
  readonly message: string;
  readonly suggestions: readonly SnapshotCountry[];
}

export interface HomePageProps {
  /** The `<datalist id="country-names">` both country boxes suggest from (rendered once: see CountryDatalist). */
  readonly countryNames: Child;
  /** Countries whose portals are copied most often, as quick links. */
  readonly popular: readonly SnapshotCountry[];
  readonly find: { readonly query: string; readonly problem?: FormProblem | undefined };
  readonly check: {
    readonly url: string;
    readonly country: string;
    readonly problem?: FormProblem | undefined;
    readonly limited?: RateLimited | undefined;
    readonly result?: { readonly value: VerificationResult; readonly country: SnapshotCountry | undefined };
  };
}

function Problem({ id, problem }: { id: string; problem: FormProblem | undefined }) {
  if (!problem) return null;
  return (
    <div class="alert" id={id} role="alert">
      <p>{problem.message}</p>
      {problem.suggestions.length > 0 ? (
        <p>
          Did you mean{" "}
          {problem.suggestions.map((s, i) => (
            <>
              {i > 0 ? ", " : ""}
              <a href={`/countries/${s.id}`}>{s.country}</a>
            </>
          ))}
          ?
        </p>
      ) : null}
    </div>
  );
}

/** Every name and alias as typing suggestions: the browser offers them with no script. */
export function CountryDatalist({ names }: { names: readonly string[] }) {
  return (
    <datalist id="country-names">
      {names.map((name) => (
        <option value={name} />
      ))}
    </datalist>
  );
}

/** `/`: find a country's official portal, or check a website, with plain GET forms that need no script. */
export function HomePage({ countryNames, popular, find, check }: HomePageProps) {
  return (
    <PageLayout title={check.result ? resultTitle(check.result.value) : "Is this the official visa website?"}>
      <h1>Is this the official visa website?</h1>
      <p class="lede">
        Copycat sites charge extra for eVisas and travel authorisations, and some take your passport details
        and never deliver. Find the government’s own portal, or check an address before you pay.
      </p>
      {/* The answer comes first, so on a phone it is on screen without scrolling past the forms. */}
      {check.limited ? <RateLimitedNotice limited={check.limited} /> : null}
      {check.result ? <CheckResult result={check.result.value} country={check.result.country} /> : null}
      <div class="boxes">
        <section class="box" aria-labelledby="find-heading">
          <h2 id="find-heading">Find the official portal</h2>
          <form action="/" method="get">
            <label for="find-country">
              Country
              <span class="hint">Any name, alias or code, such as Turkey, Côte d’Ivoire or UK</span>
            </label>
            <input
              id="find-country"
              type="text"
              name="country"
              list="country-names"
              value={find.query}
              autocomplete="off"
              required
              aria-describedby={find.problem ? "find-problem" : undefined}
            />
            {countryNames}
            <button type="submit">Find portal</button>
          </form>
          <Problem id="find-problem" problem={find.problem} />
        </section>
        <section class="box" id="check" aria-labelledby="check-heading">
          <h2 id="check-heading">Check a website</h2>
          <form action="/" method="get">
            <label for="check-url">
              Website address
              <span class="hint">Paste a link or type a domain, such as evisa-turkey.example</span>
            </label>
            <input
              id="check-url"
              type="text"
              name="url"
              value={check.url}
              inputmode="url"
              autocomplete="off"
              spellcheck={false}
              required
              aria-describedby={check.problem ? "check-problem" : undefined}
            />
            <label for="check-country">
              Country you are travelling to <span class="hint">Optional</span>
            </label>
            <input
              id="check-country"
              type="text"
              name="for"
              list="country-names"
              value={check.country}
              autocomplete="off"
            />
            <button type="submit">Check</button>
          </form>
          <Problem id="check-problem" problem={check.problem} />
        </section>
      </div>
      {popular.length > 0 ? (
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading">Often copied portals</h2>
          <ul class="popular">
            {popular.map((c) => (
              <li>
                <a href={`/countries/${c.id}`}>
                  <span class="flag" aria-hidden="true">
                    {c.flag}
                  </span>{" "}
                  {c.country}
                </a>
              </li>
            ))}
          </ul>
          <p>
            Or see <a href="/countries">every country and territory</a>.
          </p>
        </section>
      ) : null}
    </PageLayout>
  );
}
