import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isKnownPagePath, normalizePath } from "@/lib/routes";
import { localizePath, splitLocalePath } from "@/lib/locale-path";
import { isLocale, LOCALE_COOKIE, routing } from "@/i18n/routing";
import { NOT_FOUND_SEGMENT } from "@/lib/not-found";

const intlMiddleware = createMiddleware(routing);
const ONE_YEAR = 60 * 60 * 24 * 365;

export default function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;

  // `?lng=fr` (links from the old site and from the docs) moves to that locale's URL and remembers it.
  const requested = searchParams.get("lng");
  if (requested !== null) {
    const target = request.nextUrl.clone();
    target.searchParams.delete("lng");
    if (isLocale(requested)) {
      target.pathname = localizePath(splitLocalePath(pathname).path, requested);
    }
    const response = NextResponse.redirect(target, 307);
    if (isLocale(requested)) {
      response.cookies.set(LOCALE_COOKIE, requested, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
    }
    return response;
  }

  const { locale, path } = splitLocalePath(pathname);
  if (!isKnownPagePath(path)) {
    // A catch-all route would render an empty shell until JavaScript runs; a rewrite to the
    // statically generated page keeps real content and the 404 status.
    console.warn(JSON.stringify({ level: "warn", msg: "page not found", path: normalizePath(pathname) }));
    const target = request.nextUrl.clone();
    target.pathname = `/${locale}/${NOT_FOUND_SEGMENT}`;
    target.search = "";
    return NextResponse.rewrite(target, { status: 404 });
  }

  return intlMiddleware(request);
}

export const config = {
  // Everything but the API, Next's own files, generated images and files with an extension (robots.txt, sitemap.xml).
  matcher: ["/((?!api|_next|_vercel|og/|apple-icon|.*\\..*).*)"],
};
