import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layer rules of docs/architecture.md that an editor can show at once; the whole table (which
// lib/ folder may import which, circles, what browser code can reach) is tests/architecture.
const DOMAIN = [
  {
    group: ["react", "react/*", "react-dom", "react-dom/*", "next/navigation", "next/link", "sonner"],
    message: "lib/ and db/ are the domain: no React or browser UI (put it in components/ or client/).",
  },
  { group: ["@/client/*", "@/components/*", "@/app/*"], message: "lib/ and db/ never import the layers above them." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A promise nobody awaits loses its failure (an unhandled rejection, or nothing at all), and an
    // async function given where a callback's result is ignored (an event handler, a timer) does
    // the same: await it, end it with .catch, or mark it `void` with the reason it cannot reject.
    // These rules need the types, from tsconfig.json; the plain JavaScript files (scripts, the cache
    // handler) are typed by TypeScript's default project.
    files: ["**/*.{ts,tsx,mjs,cjs}"],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            "*.mjs",
            "scripts/*.mjs",
            "scripts/generate-product-art.ts",
            "lib/*.mjs",
            "lib/cache/*.mjs",
            "e2e/*.cjs",
          ],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 40,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["lib/**", "db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: DOMAIN }] },
  },
  {
    files: ["lib/orders/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...DOMAIN,
            {
              group: ["@/lib/checkout/*", "@/lib/payments/*", "@/lib/admin/*"],
              message: "The order record knows nothing of checkout, payments or the staff area.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/payments/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...DOMAIN,
            { group: ["@/lib/checkout/*", "@/lib/admin/*"], message: "Payment adapters know nothing of checkout." },
          ],
        },
      ],
    },
  },
  {
    files: ["client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/db/*", "!@/db/enums"],
              allowTypeImports: true,
              message: "Browser code never imports the database (types and db/enums are fine).",
            },
            { group: ["server-only"], message: "client/ runs in the browser." },
          ],
        },
      ],
    },
  },
  globalIgnores([".next*/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
]);
