// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import astro from "eslint-plugin-astro";
import globals from "globals";
import { featuresPlugin } from "./scripts/lint/feature-cycles.mjs";
import { structurePlugin } from "./scripts/lint/layers.mjs";

/** Forbidden everywhere. */
const everywhere = [
  { group: ["next", "next/*", "next-intl", "next-intl/*"], message: "The site runs on Astro; Next.js is gone." },
  { group: ["server-only"], message: "Astro has no react-server condition; keep server code under src/server." },
];
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
  // The layers point down only (README, "Architecture"), browser code never reaches src/server and
  // source never reaches test scaffolding: checked on resolved paths, alias or relative.
  {
    files: ["**/*.{ts,tsx,mts,mjs,astro}"],
    plugins: { structure: structurePlugin },
    rules: { "structure/layers": "error" },
  },
  // Small files with one purpose, tests included; every line counts, as `wc -l` counts them.
  {
    files: ["**/*.{ts,tsx,mts,mjs,astro}"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ["src/features/**"],
    plugins: { features: featuresPlugin },
    rules: { "features/no-cycle": "error" },
  },
);
