import { Check, X } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface ContrastColumn {
  title: string;
  items: { key: string; text: string }[];
}

/** Two side-by-side lists, the first of what hurts and the second of what replaces it. */
export function ContrastLists({ negative, positive }: { negative: ContrastColumn; positive: ContrastColumn }) {
  return (
    <div className="mt-12 grid gap-4 md:grid-cols-2">
      <Column column={negative} tone="negative" />
      <Column column={positive} tone="positive" />
    </div>
  );
}

function Column({ column, tone }: { column: ContrastColumn; tone: "negative" | "positive" }) {
  const Icon = tone === "positive" ? Check : X;
  return (
    <Card className={cn("h-full", tone === "positive" && "border-primary/40 bg-primary/[0.06]")}>
      <h3 className={cn("text-lg font-semibold", tone === "positive" ? "text-foreground" : "text-muted")}>{column.title}</h3>
      <ul className="mt-5 space-y-3.5">
        {column.items.map((item) => (
          <li key={item.key} className="flex gap-3 text-[15px] leading-relaxed">
            <Icon
              className={cn("mt-1 size-4 shrink-0", tone === "positive" ? "text-success" : "text-danger")}
              aria-hidden
            />
            <span className={tone === "positive" ? "text-foreground" : "text-muted"}>{item.text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
