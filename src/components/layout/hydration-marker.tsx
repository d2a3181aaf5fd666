"use client";

import { useEffect } from "react";

/** Marks <html data-hydrated> once React has attached handlers, so browser tests never click a dead button. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
