/**
 * What /readyz asks besides the database. Parts of the process that can become unusable while it runs
 * (the MQTT ingest's broker) register a check here when main.ts starts them; a check answers why its part
 * is unusable, or undefined while it is fine. Checks read state kept in memory, so /readyz stays cheap.
 */
export type ReadinessCheck = () => string | undefined;

export class Readiness {
  readonly #checks = new Map<string, ReadinessCheck>();

  /** Adds (or replaces) the check of one part, named as /readyz reports it. */
  set(part: string, check: ReadinessCheck): void {
    this.#checks.set(part, check);
  }

  /** The reasons of every part that is unusable now, each prefixed with the part's name. */
  problems(): string[] {
    const problems: string[] = [];
    for (const [part, check] of this.#checks) {
      const problem = check();
      if (problem) problems.push(`${part}: ${problem}`);
    }
    return problems;
  }
}
