// Where an instance is in its life, for readiness (getReadiness) and the metrics: it stops being
// ready the moment it is told to stop, before it stops listening, so a balancer polling readiness
// sends it nothing new while it finishes what is under way (app.ts shutdown, docs/deployment.md).
export interface Lifecycle {
  readonly stopping: boolean;
  /** From now on readiness answers 503 SHUTTING_DOWN. */
  stop(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    stop() {
      stopping = true;
    },
  };
}
