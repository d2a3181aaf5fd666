import { localized, useTranslations } from "@/i18n/locale-context";
import { ArrowLeft } from "lucide-react";
import { Link } from "@/i18n/link";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { useNavViews } from "@/components/layout/use-nav-views";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const suggestionKeys = ["cli", "marketplace", "templates", "lightpaper"];

/** The not-found page: where you are, the way home, and the pages most visitors were looking for. */
export const NotFoundContent = localized(function NotFoundContent() {
  const t = useTranslations("NotFound");
  const nav = useNavViews();
  const all = [...nav.groups.flatMap((group) => group.items), ...nav.links];
  const suggestions = suggestionKeys.flatMap((key) => all.filter((item) => item.key === key).slice(0, 1));

  return (
    <Container className="relative flex min-h-[70dvh] flex-col justify-center py-24">
      <p className="font-mono text-sm font-medium tracking-[0.2em] text-primary-text">{t("code")}</p>
      <h1 className="mt-4 max-w-2xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">{t("message")}</p>
      <div className="mt-10">
        <Button asChild size="lg">
          <Link href="/">
            <ArrowLeft aria-hidden />
            {t("home")}
          </Link>
        </Button>
      </div>
      <div className="mt-14 max-w-3xl">
        <h2 className="text-sm text-subtle">{t("suggestions")}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {suggestions.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                className={cn(cardVariants({ padding: "sm", interactive: true }), "block h-full focus-visible:outline-2 focus-visible:outline-ring")}
              >
                <span className="block text-sm font-medium text-foreground">{item.title}</span>
                <span className="mt-1 block text-sm text-muted">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
});
