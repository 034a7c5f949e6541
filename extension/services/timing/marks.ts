// The user-timing names the extension sets on its own timelines (no web page can read them), and which the
// benchmarks read: one place, so the code and the benchmarks cannot drift apart.

/** The service worker's first statement, after its bundle is loaded and evaluated. */
export const WORKER_STARTED_MARK = "entryguard-worker-started";
/** Each navigation's verdict in the service worker. */
export const VERDICT_MEASURE = "entryguard-verdict";
/** When the warning page became visible, in the page's own clock. */
export const WARNING_SHOWN_MARK = "entryguard-warning-shown";
