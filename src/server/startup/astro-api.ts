import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import type { ServerLocals } from "../http/astro-endpoint";
import { describeError, type Logger } from "../log";
import { writeJsonError } from "../site/error-responses";
import type { NodeHandler } from "../site/site-handler";

/** `handler` of dist/server/entry.mjs (the node adapter in middleware mode). */
type AstroMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: object) => Promise<void>;
type Load = () => Promise<unknown>;

function once(load: Load): Load {
  let loaded: Promise<unknown> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/**
 * Astro's app asks for the route's module (`pageMap`) and for the actions module with a dynamic
 * import() on every request. `npm start` runs under tsx, whose loader hooks live on another
 * thread, so each import() costs a round trip there (0.1-0.3 ms of CPU, a fifth of an API
 * request's): both are imported once and remembered.
 *
 * The app copies `manifest.actions` when the entry module is evaluated, so the manifest (the
 * module the entry imports as `./manifest_*.mjs`, astro 5.18) is prepared before the entry
 * loads. Should a later Astro lay its entry out differently, requests still work, only slower.
 */
async function rememberActionsImport(serverEntry: string): Promise<void> {
  const manifestFile = /from '\.\/(manifest_[\w-]+\.mjs)'/.exec(await readFile(serverEntry, "utf8"))?.[1];
  if (!manifestFile) return;
  const { manifest } = (await import(new URL(manifestFile, pathToFileURL(serverEntry)).href)) as { manifest?: object };
  if (!manifest) return;
  let actions: Load | undefined;
  Object.defineProperty(manifest, "actions", {
    configurable: true,
    enumerable: true,
    get: () => actions,
    set: (load: unknown) => {
      actions = typeof load === "function" ? once(load as Load) : undefined;
    },
  });
}

function rememberPageImports(pageMap: Map<string, Load> | undefined): void {
  for (const [component, load] of pageMap ?? []) pageMap?.set(component, once(load));
}

export interface AstroApi {
  handle: NodeHandler;
  /**
   * Resolves once no API request is being handled. A client that hangs up does not stop its
   * request's work (a sign-up may be waiting for its batch), so the database is closed only after.
   */
  whenIdle(): Promise<void>;
}

/**
 * Loads the build's on-demand routes (/api/*) and returns a handler for them. Each request gets
 * the socket's address as `locals.peerAddress`: the only client address no header can forge.
 */
export async function loadAstroApi(serverEntry: string, logger: Logger): Promise<AstroApi> {
  await rememberActionsImport(serverEntry);
  const { handler, pageMap } = (await import(pathToFileURL(serverEntry).href)) as { handler: AstroMiddleware; pageMap?: Map<string, Load> };
  rememberPageImports(pageMap);
  let inFlight = 0;
  let idle: (() => void)[] = [];
  const settled = () => {
    if (--inFlight > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };
  return {
    handle(req, res) {
      const locals: ServerLocals = { peerAddress: req.socket.remoteAddress };
      inFlight++;
      // `next` runs only if no route matched; src/pages/api/[...path].ts matches every /api path.
      handler(req, res, () => writeJsonError(res, 404, "not_found"), locals)
        .catch((error: unknown) => {
          logger.error("api handler failed", { path: req.url?.split("?")[0], ...describeError(error) });
          if (!res.headersSent) writeJsonError(res, 503, "unavailable", ["Retry-After", "5"]);
          else res.destroy();
        })
        .finally(settled);
    },
    whenIdle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
    },
  };
}
