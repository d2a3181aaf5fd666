"use client";

import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { Link } from "@/i18n/link";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { useErrorCopy } from "@/features/error/error-copy";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const copy = useErrorCopy();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container className="flex min-h-[60dvh] flex-col justify-center py-24">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-muted">{copy.message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={reset}>
          <RotateCcw aria-hidden />
          {copy.retry}
        </Button>
        <Button asChild variant="outline">
          <Link href="/">{copy.home}</Link>
        </Button>
      </div>
    </Container>
  );
}
