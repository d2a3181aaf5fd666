"use client";

import { useEffect } from "react";

/** The spec asks the client to report the unknown path too (the proxy already logged it on the server). */
export function ReportNotFound() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
