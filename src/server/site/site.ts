import { createHash } from "node:crypto";
import { locales, type Locale } from "@/i18n/routing";
import { localizePath } from "@/i18n/locale-path";
import { NOT_FOUND_PATH } from "@/lib/not-found";
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from "@/lib/security-headers";
import { SEARCH_WORKER_PATH } from "@/lib/search-bundle";
import type { Encoding } from "./encoding";
import { inlineScriptHashes } from "./inline-scripts";
import type { StaticFile } from "./static-files";

/** Header names and values in one flat list, the cheapest form `response.writeHead` takes. */
export type HeaderList = string[];

/** One stored form of a file (plain, brotli or gzip) with every response header computed in advance. */
export interface Representation {
  body: Buffer;
  headers: HeaderList;
  /** The same with Strict-Transport-Security, for a request that arrived over https. */
  httpsHeaders: HeaderList;
  /** The 304 answer's headers, for files served with an ETag (and over https). */
  notModified?: HeaderList;
  httpsNotModified?: HeaderList;
  etag?: string;
}

export type PreparedFile = { html: boolean } & { identity: Representation } & Partial<Record<Exclude<Encoding, "identity">, Representation>>;

export interface Site {
  /** Every servable file by URL path; the not-found pages are not among them (they always answer 404). */
  files: Map<string, PreparedFile>;
  notFound: Record<Locale, PreparedFile>;
  /** SITE_URL is https. */
  siteHttps: boolean;
}

/** Hashed file names change with their content: cache them for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** A page must show the current build: the browser revalidates it every time (a 304 when unchanged). */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Other unhashed files (images, sitemap, manifest…): a few minutes, then revalidate. */
export const SHORT = "public, max-age=300, must-revalidate";

export function cacheControlFor(urlPath: string, html: boolean): string {
  if (urlPath.startsWith("/_astro/")) return IMMUTABLE;
  return html ? REVALIDATE : SHORT;
}

/** Request headers a response depends on; `/` also depends on the remembered language and the browser's. */
const ROOT_VARY = ["Accept-Language", "Cookie"];

interface PrepareOptions {
  cacheControl: string;
  withEtag: boolean;
  vary?: string[];
  https: boolean;
}

function prepare(file: StaticFile, { cacheControl, withEtag, vary = [], https }: PrepareOptions): PreparedFile {
  const security = securityHeaders(file.html ? inlineScriptHashes(file.identity.toString("utf8")) : [], {
    wasm: file.urlPath === SEARCH_WORKER_PATH,
    upgradeInsecureRequests: https,
  }).flat();
  const compressed = Boolean(file.br || file.gzip);
  const varyValue = [...(compressed ? ["Accept-Encoding"] : []), ...vary].join(", ");
  const digest = createHash("sha1").update(file.identity).digest("base64url").slice(0, 20);

  const represent = (body: Buffer, encoding: Encoding): Representation => {
    const etag = withEtag ? `"${digest}${encoding === "identity" ? "" : `-${encoding}`}"` : undefined;
    const common = [
      "Cache-Control", cacheControl,
      ...(etag ? ["ETag", etag] : []),
      ...(varyValue ? ["Vary", varyValue] : []),
      ...security,
    ];
    const headers = [
      "Content-Type", file.type,
      "Content-Length", String(body.byteLength),
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      ...common,
    ];
    return {
      body,
      etag,
      headers,
      httpsHeaders: [...headers, ...STRICT_TRANSPORT_SECURITY],
      notModified: etag ? common : undefined,
      httpsNotModified: etag ? [...common, ...STRICT_TRANSPORT_SECURITY] : undefined,
    };
  };

  return {
    html: file.html,
    identity: represent(file.identity, "identity"),
    ...(file.br ? { br: represent(file.br, "br") } : {}),
    ...(file.gzip ? { gzip: represent(file.gzip, "gzip") } : {}),
  };
}

/** Computes every response of the built site once, so a request only picks one. */
export interface SiteOptions {
  /** SITE_URL: when it is https, pages ask the browser to upgrade any http:// subresource. */
  siteUrl?: string;
}

export function prepareSite(files: readonly StaticFile[], { siteUrl }: SiteOptions = {}): Site {
  const https = siteUrl !== undefined && new URL(siteUrl).protocol === "https:";
  const byPath = new Map(files.map((file) => [file.urlPath, file]));
  const notFoundPaths = new Set<string>(locales.map((locale) => localizePath(NOT_FOUND_PATH, locale)));

  const notFound = {} as Record<Locale, PreparedFile>;
  for (const locale of locales) {
    const page = byPath.get(localizePath(NOT_FOUND_PATH, locale));
    if (!page?.html) {
      throw new Error(`The build has no not-found page for "${locale}" at ${localizePath(NOT_FOUND_PATH, locale)}: rebuild the site.`);
    }
    notFound[locale] = prepare(page, { cacheControl: "no-store", withEtag: false, https });
  }

  const prepared = new Map<string, PreparedFile>();
  for (const file of files) {
    if (notFoundPaths.has(file.urlPath)) continue;
    prepared.set(
      file.urlPath,
      prepare(file, {
        cacheControl: cacheControlFor(file.urlPath, file.html),
        withEtag: true,
        vary: file.urlPath === "/" ? ROOT_VARY : [],
        https,
      }),
    );
  }
  return { files: prepared, notFound, siteHttps: https };
}
