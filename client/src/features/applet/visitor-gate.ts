/**
 * The visitor's id as something a question can wait for. The card issues the id (applet/user) while
 * the page loads; a chip tapped or a question sent by the host page before it arrives waits here
 * instead of being dropped, and goes out the moment the id is known.
 */
export class VisitorGate {
  private id: string | null = null;
  private waiters: ((id: string) => void)[] = [];

  /** The id as it is now (null while issued again after a refusal). */
  set(id: string | null) {
    this.id = id;
    if (id === null) return;
    for (const wake of this.waiters.splice(0)) wake(id);
  }

  /** The id, at once when known, else when it arrives; rejects when `signal` aborts first. */
  known(signal: AbortSignal): Promise<string> {
    if (this.id !== null) return Promise.resolve(this.id);
    return new Promise((resolve, reject) => {
      const wake = (id: string) => {
        signal.removeEventListener('abort', onAbort);
        resolve(id);
      };
      const onAbort = () => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(signal.reason);
      };
      if (signal.aborted) return onAbort();
      this.waiters.push(wake);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
