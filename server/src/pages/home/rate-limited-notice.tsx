/** @jsxImportSource hono/jsx */

/** What the page knows when the keyless check limit is reached. */
export interface RateLimited {
  readonly retryAfterSeconds: number;
  /** The limit that was reached, in words ("10 checks a minute"). */
  readonly limitText: string;
}

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** The kind message for a reached limit: why, how long, and what still works. */
export function RateLimitedNotice({ limited }: { limited: RateLimited }) {
  return (
    <section class="result neutral" aria-labelledby="limited-heading" data-testid="rate-limited" role="alert">
      <h2 id="limited-heading">Please wait a moment</h2>
      <p>
        You have checked a lot of addresses in a short time. To keep this service free for everyone, each
        visitor may make {limited.limitText}, and that limit has been reached.
      </p>
      <p>You can check again in about {wait(limited.retryAfterSeconds)}.</p>
      <p>
        Finding a country’s official portal has its own, much larger allowance: use the{" "}
        <strong>Find the official portal</strong> box or <a href="/countries">the list of all countries</a>.
      </p>
    </section>
  );
}
