/** @jsxImportSource hono/jsx */
import type { SnapshotCountry } from "@entryguard/core";

type RecordState = Pick<SnapshotCountry, "status" | "checked_on" | "updated_on" | "last_checked">;

/** "Confirmed by a person" or "Not yet confirmed", as a short label. */
export function StatusLabel({ record }: { record: RecordState }) {
  return record.status === "verified" ? (
    <span class="status-verified">Confirmed by a person</span>
  ) : (
    <span class="status-unverified">Not yet confirmed by a person</span>
  );
}

/** The plain statement every unverified record carries: no person has opened and confirmed it. */
export function UnverifiedNotice({ status, name }: { status: SnapshotCountry["status"]; name: string }) {
  if (status === "verified") return null;
  return (
    <div class="notice" role="note" data-testid="unverified-notice">
      <strong>No person has confirmed this record yet.</strong> The details for {name} were compiled from the
      government sources listed here, but nobody has yet opened the portal and confirmed it. Compare the
      address with those sources before you enter personal details.
    </div>
  );
}

/** The record's status and dates as a list of facts. */
export function RecordDates({ record }: { record: RecordState }) {
  return (
    <dl class="facts">
      <RecordDateFacts record={record} />
    </dl>
  );
}

/** Status, confirmed by a person, last changed, last automated check: terms for a `<dl>`. */
export function RecordDateFacts({ record }: { record: RecordState }) {
  return (
    <>
      <dt>Status</dt>
      <dd>
        <StatusLabel record={record} />
      </dd>
      <dt>Confirmed on</dt>
      <dd>{record.checked_on ? <time datetime={record.checked_on}>{record.checked_on}</time> : "Not yet"}</dd>
      <dt>Record updated</dt>
      <dd>
        <time datetime={record.updated_on}>{record.updated_on}</time>
      </dd>
      <dt>Last automated check</dt>
      <dd>
        {record.last_checked ? (
          <time datetime={record.last_checked}>{record.last_checked}</time>
        ) : (
          "Not run yet"
        )}
      </dd>
    </>
  );
}
