/** Operations: the process's liveness (GET /healthz) and readiness (GET /readyz). */
import { Type } from 'typebox';

/** Liveness 'ok', readiness 'ready'. */
export const Health = Type.Object({ status: Type.String() });

/** The 503 of /readyz: 'not ready' and what stands in the way. */
export const NotReady = Type.Object({
  status: Type.String(),
  reasons: Type.Array(Type.String(), { description: 'Why the process cannot do its work now' }),
});
