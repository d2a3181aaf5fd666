import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // Links go through the locale-aware Link of src/i18n/navigation.ts.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use Link from @/i18n/navigation." }] },
      ],
    },
  },
  {
    ignores: [".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "messages/*.d.json.ts"],
  },
];

export default config;
