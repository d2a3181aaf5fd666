import type { Page } from "@playwright/test";

/** The /for-teams page's words the specs look for, in both languages. */
export const copy = {
  en: {
    h1: "Every new service, on the stack you approved",
    badge: "For engineering teams",
    cta: "Request a demo",
    problems: ["Stack inconsistency", "Slow onboarding", "Security risks"],
    path: ["Curate", "Generate", "Govern"],
    rows: ["Stack drift", "Onboarding", "Security updates", "Best practices", "Knowledge silos"],
    examples: "Example workflows",
    examplePrefix: "Example: ",
    email: "Work email",
    company: "Company",
    message: "Message",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    companyRequired: "Company name is required",
    companyTooLong: "Please keep the company name under 100 characters",
    unavailable: "Our service is temporarily unavailable. Please try again in a moment.",
    network: "We could not reach our server. Check your connection and try again.",
    generic: "Something went wrong. Please try again.",
    submitting: "Sending…",
    successTitle: "Request received!",
    successBody: "We'll be in touch within 24 hours to schedule your personalized demo.",
  },
  fr: {
    h1: "Chaque nouveau service, sur la stack que vous avez validée",
    badge: "Pour les équipes d’ingénierie",
    cta: "Demander une démo",
    problems: ["Des stacks incohérentes", "Une intégration trop lente", "Des risques de sécurité"],
    path: ["Sélectionner", "Générer", "Gouverner"],
    rows: ["Dérive de stack", "Intégration", "Mises à jour de sécurité", "Bonnes pratiques", "Silos de connaissance"],
    examples: "Exemples d’usage",
    examplePrefix: "Exemple : ",
    email: "E-mail professionnel",
    company: "Entreprise",
    message: "Message",
    emailRequired: "L’email est requis",
    emailInvalid: "Veuillez entrer une adresse email valide",
    companyRequired: "Le nom de l’entreprise est requis",
    companyTooLong: "Le nom de l’entreprise ne doit pas dépasser 100 caractères",
    unavailable: "Notre service est momentanément indisponible. Réessayez dans un instant.",
    network: "Impossible de joindre notre serveur. Vérifiez votre connexion et réessayez.",
    generic: "Quelque chose s’est mal passé. Veuillez réessayer.",
    submitting: "Envoi en cours…",
    successTitle: "Demande reçue !",
    successBody: "Nous vous contacterons sous 24 heures pour planifier votre démo personnalisée.",
  },
} as const;

export type Copy = (typeof copy)[keyof typeof copy];

/** The demo-request form's fields and button, found as a visitor finds them: by their labels. */
export function form(page: Page, text: Copy) {
  return {
    email: page.getByRole("textbox", { name: new RegExp(`^${text.email}`) }),
    company: page.getByRole("textbox", { name: new RegExp(`^${text.company}`) }),
    message: page.getByRole("textbox", { name: new RegExp(`^${text.message}`) }),
    submit: page.getByRole("button", { name: text.cta }),
  };
}
