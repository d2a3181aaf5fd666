import { describeError, type Logger } from "../log";
import type { SiteServer } from "./http-server";

const GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (GRACE_MS
 * at most), run `close` (the database), then exit 0 (1 if closing failed).
 */
export function drainOnSignals({ server, closeConnectionsAfterEachResponse }: SiteServer, logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    closeConnectionsAfterEachResponse();
    const force = setTimeout(() => {
      logger.warn("requests still running after the grace period: closing their connections");
      server.closeAllConnections();
    }, GRACE_MS);
    force.unref();
    // A keep-alive connection whose last response just finished would otherwise hold close()
    // open until its idle timeout.
    const reap = setInterval(() => server.closeIdleConnections(), 100);
    reap.unref();
    // close() stops accepting and calls back once every in-flight response is done.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(force);
    clearInterval(reap);
    try {
      await close();
    } catch (error) {
      logger.error("closing the database failed", describeError(error));
      process.exitCode = 1;
    }
    logger.info("stopped");
    process.exit();
  }
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
}
