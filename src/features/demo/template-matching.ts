import type { DemoTemplate, TermWeight } from "./demo-types";

/** Words that say nothing about which template fits ("an app with..."), in both languages. */
const STOP_WORDS = new Set([
  "the", "and", "with", "for", "that", "this", "want", "need", "build", "make", "create", "app", "apps", "application",
  "applications", "website", "site", "web", "simple", "some", "who", "can", "from", "into", "your", "our", "their", "has",
  "une", "des", "les", "avec", "pour", "appli", "qui", "veux", "faire", "creer", "dans", "sur", "mon", "mes", "est", "plus",
  "par", "aux", "nos", "vos", "leur", "leurs", "tres", "petit", "petite", "ligne",
]);

/** Lower-case, accents removed, split on anything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length >= 3 && !STOP_WORDS.has(token));
}

/** "payment" matches "payments" and "paiement" matches "paiements"; short words must match exactly. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4) return false;
  return a.startsWith(b) || b.startsWith(a);
}

const WEIGHT: Record<TermWeight, number> = { strong: 3, name: 2, weak: 1 };
const weights = Object.keys(WEIGHT) as TermWeight[];

/**
 * On the server: the distinct words of a template's texts, each under the strongest weight it
 * appears with, space-separated (compact in the page, and no capability list reaches the browser).
 */
export function templateTerms(texts: Record<TermWeight, string[]>): Record<TermWeight, string> {
  const best = new Map<string, TermWeight>();
  for (const weight of weights) {
    for (const text of texts[weight]) {
      for (const token of tokenize(text)) {
        const current = best.get(token);
        if (!current || WEIGHT[weight] > WEIGHT[current]) best.set(token, weight);
      }
    }
  }
  const terms = { strong: [], name: [], weak: [] } as Record<TermWeight, string[]>;
  for (const [token, weight] of best) terms[weight].push(token);
  return { strong: terms.strong.join(" "), name: terms.name.join(" "), weak: terms.weak.join(" ") };
}

/** In the island: the words of `templateTerms` with their weights. */
export function termWeights(terms: Record<TermWeight, string>): Map<string, number> {
  const result = new Map<string, number>();
  for (const weight of weights) for (const token of terms[weight].split(" ").filter(Boolean)) result.set(token, WEIGHT[weight]);
  return result;
}

/** How strongly a description points to a template: each word of the prompt counts once. */
export function scoreTemplate(prompt: string, template: DemoTemplate): number {
  let score = 0;
  for (const token of new Set(tokenize(prompt))) {
    let best = 0;
    for (const [term, weight] of template.terms) if (weight > best && sameWord(token, term)) best = weight;
    score += best;
  }
  return score;
}

export interface TemplateMatch {
  template: DemoTemplate;
  score: number;
  /** True when nothing in the prompt pointed anywhere and the first template was used. */
  fallback: boolean;
}

/**
 * The template that best fits a description: tags, use case and keywords count most, then the
 * name, then module names, capabilities and descriptions. A tie goes to the smaller template, the
 * more specific answer; a prompt with no signal at all falls back to the first template.
 */
export function matchTemplate(prompt: string, templates: readonly DemoTemplate[]): TemplateMatch {
  const first = templates[0];
  if (!first) throw new Error("matchTemplate needs at least one template");
  let best: TemplateMatch = { template: first, score: 0, fallback: true };
  for (const template of templates) {
    const score = scoreTemplate(prompt, template);
    if (score === 0) continue;
    const better =
      best.fallback || score > best.score || (score === best.score && template.modules.length < best.template.modules.length);
    if (better) best = { template, score, fallback: false };
  }
  return best;
}
