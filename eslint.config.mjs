import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use Link from @/i18n/navigation: it adds the locale prefix." },
            {
              name: "next-intl",
              importNames: ["useTranslations", "useLocale", "useFormatter", "NextIntlClientProvider"],
              message: "Client islands get their strings as props; the locale comes from @/i18n/navigation.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that wraps next/link with the locale.
    files: ["src/i18n/navigation.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    ignores: [".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "reports/**", "next-env.d.ts", "messages/*.d.json.ts"],
  },
];

export default config;
