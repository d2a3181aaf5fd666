// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import astro from "eslint-plugin-astro";
import globals from "globals";
import { featuresPlugin } from "./scripts/lint/feature-cycles.mjs";

/** Forbidden everywhere. */
const everywhere = [
  { group: ["next", "next/*", "next-intl", "next-intl/*"], message: "The site runs on Astro; Next.js is gone." },
  { group: ["server-only"], message: "Astro has no react-server condition; keep server code under src/server." },
];
/** What lives above shared code: features, pages and layouts (alias or relative). */
const ABOVE_SHARED = ["@/features", "@/features/**", "**/features/**", "@/pages/**", "**/pages/**", "@/layouts/**", "**/layouts/**"];
/** What lives above the domain: everything but src/i18n. */
const ABOVE_DOMAIN = [...ABOVE_SHARED, "@/lib/**", "@/components/**", "@/hooks/**", "@/server/**", "@/env"];

/** `files` may not import `forbidden`: a layer that would point up. */
function layer(files, forbidden, message) {
  return { files, rules: { "no-restricted-imports": ["error", { patterns: [...everywhere, { group: forbidden, message }] }] } };
}

export default tseslint.config(
  {
    ignores: ["dist/**", ".astro/**", "node_modules/**", "test-results/**", "playwright-report/**", "reports/**", "data/**", "facts/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: everywhere }],
    },
  },
  // The layers point down only (README, "Architecture"): each may import the ones below it.
  layer(["src/domain/**", "src/content/**"], ABOVE_DOMAIN, "The domain and the content import only themselves and src/i18n."),
  layer(["src/i18n/**"], [...ABOVE_DOMAIN, "@/domain", "@/domain/**", "@/content/**"], "src/i18n imports nothing but itself and the messages."),
  layer(["src/lib/**", "src/components/**", "src/hooks/**", "src/server/**"], ABOVE_SHARED, "Shared code never imports a feature, a page or a layout."),
  {
    files: ["src/features/**"],
    plugins: { features: featuresPlugin },
    rules: { "features/no-cycle": "error" },
  },
);
