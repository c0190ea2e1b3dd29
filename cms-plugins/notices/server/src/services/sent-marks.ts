/**
 * The sent marks of one pass, written as a group commit: a notice the server took is marked at
 * once when no UPDATE is under way, else with the others taken meanwhile, in the next one (one
 * statement and one commit for many rows instead of one a message). A mark waits no longer than
 * the UPDATE before it, so the window in which a crash would send a taken message again (decision
 * 036) stays that of one statement, for the messages of every connection (decision 046).
 * A failed UPDATE ends the pass (`failed`) and is thrown by `done`: those notices stay `sending`
 * until their lease runs out, as before.
 */
export function sentMarks(write: (ids: number[], forgetFacts: boolean) => Promise<void>) {
  let pending: Array<{ id: number; forget: boolean }> = [];
  let running: Promise<void> | null = null;
  let failure: unknown = null;
  const flush = async () => {
    while (pending.length) {
      const batch = pending;
      pending = [];
      for (const forget of [false, true]) {
        const ids = batch.filter((m) => m.forget === forget).map((m) => m.id);
        if (ids.length) await write(ids, forget);
      }
    }
  };
  const start = (): void => {
    if (running || failure || !pending.length) return;
    running = flush()
      .catch((error: unknown) => {
        failure = error;
      })
      .finally(() => {
        running = null;
        // Taken while the last UPDATE was finishing.
        start();
      });
  };
  return {
    add(id: number, forget: boolean) {
      pending.push({ id, forget });
      start();
    },
    failed: () => failure !== null,
    async done() {
      while (running) await running;
      if (failure) throw failure;
    },
  };
}
