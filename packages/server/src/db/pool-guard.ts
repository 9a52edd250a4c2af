/**
 * node-postgres emits 'error' on a client whose connection dies (a restarted database, a terminated
 * backend) even while a query holds it, and the pool listens only on idle clients: a checked-out client
 * without a listener would crash the process. This gives every client a listener the first time it is
 * checked out; the failed query still rejects, and the pool drops the dead client when it is released.
 */
export function guardPoolClients(
  pool: {
    on(
      event: 'acquire',
      listener: (client: { on(event: 'error', l: (e: Error) => void): unknown }) => void,
    ): unknown;
  },
  onError: (error: Error) => void,
): void {
  const guarded = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', onError);
  });
}
