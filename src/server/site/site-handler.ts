import type { IncomingMessage, ServerResponse } from "node:http";
import { defaultLocale } from "@/i18n/routing";
import { localizePath, splitLocalePath } from "@/i18n/locale-path";
import { STRICT_TRANSPORT_SECURITY } from "@/lib/security-headers";
import { allowedMethods } from "../http/routes/allow";
import type { Logger } from "../log";
import { acceptedEncodings, chooseEncoding, matchesEtag } from "./encoding";
import { BASE_SECURITY_HEADERS, writeJsonError } from "./error-responses";
import { lngRedirect, localeCookie, rootLocale } from "./locale-routing";
import { joinRepeatedContentType } from "./repeated-headers";
import { isHttpsRequest } from "./request-protocol";
import { encodePath, parseRequestTarget } from "./request-target";
import { SHORT, type PreparedFile, type Site } from "./site";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface SiteHandlerOptions {
  site: Site;
  /** Answers /api and /api/*: the route handlers (src/server/startup/node-api.ts). */
  api: NodeHandler;
  logger: Logger;
  /** TRUST_PROXY: the proxy's X-Forwarded-Proto says whether a request came over https. */
  trustProxy?: boolean;
}

const GET_HEAD = ["Allow", "GET, HEAD"];
/**
 * The one method Node hands the handler that a Fetch `Request` refuses to carry, so no API handler
 * can be given it. (CONNECT goes to Node's `connect` event, and methods Node does not know fail in
 * its parser with a 400.)
 */
const NOT_A_FETCH_METHOD = "TRACE";
const MAX_LOGGED_PATH = 300;

function isApiPath(url: string): boolean {
  return url.startsWith("/api") && (url.length === 4 || url[4] === "/" || url[4] === "?");
}

function send(req: IncomingMessage, res: ServerResponse, file: PreparedFile, status: number, https: boolean): void {
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  const representation = file[chooseEncoding(accepted, { br: Boolean(file.br), gzip: Boolean(file.gzip) })] ?? file.identity;
  const ifNoneMatch = req.headers["if-none-match"];
  const notModified = https ? representation.httpsNotModified : representation.notModified;
  if (ifNoneMatch && representation.etag && notModified && matchesEtag(ifNoneMatch, representation.etag)) {
    res.writeHead(304, notModified);
    res.end();
    return;
  }
  res.writeHead(status, https ? representation.httpsHeaders : representation.headers);
  res.end(req.method === "HEAD" ? undefined : representation.body);
}

function redirect(res: ServerResponse, status: 307 | 308, location: string, extra: readonly string[]): void {
  res.writeHead(status, ["Location", location, "Content-Length", "0", ...extra, ...BASE_SECURITY_HEADERS]);
  res.end();
}

const NO_HEADERS: readonly string[] = [];

/**
 * The production server's request handler: built files from memory, locale redirects, the
 * localized not-found page, and /api to the API's handlers. Every answer carries the security headers.
 */
export function createSiteHandler({ site, api, logger, trustProxy = false }: SiteHandlerOptions): NodeHandler {
  const protocol = { siteHttps: site.siteHttps, trustProxy };

  function notFound(req: IncomingMessage, res: ServerResponse, path: string, https: boolean): void {
    logger.warn("page not found", { path: path.slice(0, MAX_LOGGED_PATH) });
    send(req, res, site.notFound[splitLocalePath(path).locale], 404, https);
  }

  return function handle(req, res) {
    const url = req.url ?? "";
    const https = isHttpsRequest(req.headers, protocol);
    const hsts = https ? STRICT_TRANSPORT_SECURITY : NO_HEADERS;
    if (isApiPath(url)) {
      // Astro would answer a trailing slash with an HTML redirect; no API route has one.
      if (url.split("?")[0]!.endsWith("/")) {
        writeJsonError(res, 404, "not_found", hsts);
        return;
      }
      if (req.method === NOT_A_FETCH_METHOD) {
        const allow = allowedMethods(url.split("?")[0]!);
        if (allow) writeJsonError(res, 405, "method_not_allowed", ["Allow", allow, ...hsts]);
        else writeJsonError(res, 404, "not_found", hsts);
        return;
      }
      for (let i = 0; i < BASE_SECURITY_HEADERS.length; i += 2) res.setHeader(BASE_SECURITY_HEADERS[i]!, BASE_SECURITY_HEADERS[i + 1]!);
      if (https) res.setHeader(STRICT_TRANSPORT_SECURITY[0], STRICT_TRANSPORT_SECURITY[1]);
      joinRepeatedContentType(req);
      api(req, res);
      return;
    }

    const target = parseRequestTarget(url);
    if (!target.ok) {
      if (target.reason === "malformed") writeJsonError(res, 400, "bad_request", hsts);
      else notFound(req, res, url.split("?")[0] ?? url, https);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      writeJsonError(res, 405, "method_not_allowed", [...GET_HEAD, ...hsts]);
      return;
    }

    const { path, query } = target;
    const file = site.files.get(path);
    if (query && (!file || file.html)) {
      const lng = lngRedirect(path, query);
      if (lng) {
        redirect(res, 307, lng.location, ["Cache-Control", "no-store", ...(lng.remember ? ["Set-Cookie", localeCookie(lng.remember)] : []), ...hsts]);
        return;
      }
    }
    if (path === "/") {
      const locale = rootLocale(req.headers.cookie, req.headers["accept-language"]);
      if (locale !== defaultLocale) {
        const location = `${localizePath("/", locale)}${query ? `?${query}` : ""}`;
        redirect(res, 307, location, ["Cache-Control", "no-store", "Vary", "Accept-Language, Cookie", ...hsts]);
        return;
      }
    }
    if (file) {
      send(req, res, file, 200, https);
      return;
    }
    if (path.length > 1 && path.endsWith("/") && site.files.get(path.slice(0, -1))?.html) {
      redirect(res, 308, `${encodePath(path.slice(0, -1))}${query ? `?${query}` : ""}`, ["Cache-Control", SHORT, ...hsts]);
      return;
    }
    notFound(req, res, path, https);
  };
}
