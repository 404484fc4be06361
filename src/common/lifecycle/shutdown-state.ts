/**
 * Set when the process has been asked to stop. The readiness probe then answers 503, so a load
 * balancer stops sending new requests while the ones in flight finish.
 */
export class ShutdownState {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  beginDraining(): void {
    this.draining = true;
  }
}
