"use client";

import { createContext, useContext, type ReactNode } from "react";

export interface ErrorCopy {
  title: string;
  message: string;
  retry: string;
  home: string;
}

const ErrorCopyContext = createContext<ErrorCopy | null>(null);

/**
 * Error boundaries are client components without props from the server, so the layout hands them
 * their four translated strings through context instead of shipping a message catalogue.
 */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext.Provider value={copy}>{children}</ErrorCopyContext.Provider>;
}

export function useErrorCopy(): ErrorCopy {
  const copy = useContext(ErrorCopyContext);
  if (!copy) throw new Error("useErrorCopy needs an ErrorCopyProvider above it");
  return copy;
}
