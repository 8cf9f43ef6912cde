// Reads every source file of the app with TypeScript's parser and resolves its imports ("@/..."
// and relative) to project files, noting which imports are types only (erased at build time).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface ImportEdge {
  specifier: string;
  /** The project source file it resolves to, or null for a package or an asset (CSS). */
  target: string | null;
  typeOnly: boolean;
  /** A dynamic `import()`: its code is fetched when it runs, not with the importing module. */
  lazy: boolean;
}

export interface SourceFile {
  path: string;
  source: string;
  imports: ImportEdge[];
  serverOnly: boolean;
  useClient: boolean;
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = ["app", "components", "client", "lib", "db", "emails"];
const EXTENSIONS = [".ts", ".tsx"];

function listFiles(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((entry) => {
    const relative = path.posix.join(folder, entry);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return entry === "migrations" ? [] : listFiles(relative);
    return EXTENSIONS.includes(path.extname(entry)) && !entry.endsWith(".d.ts") ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), `${base}/index.ts`]) {
    const absolute = path.join(ROOT, candidate);
    if (EXTENSIONS.includes(path.extname(candidate)) && existsSync(absolute) && statSync(absolute).isFile()) {
      return candidate;
    }
  }
  return null;
}

function importsOf(file: string, source: string): ImportEdge[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean, lazy = false) =>
    edges.push({ specifier, target: resolve(file, specifier), typeOnly, lazy });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const typeOnly =
        Boolean(clause?.isTypeOnly) ||
        Boolean(
          clause && !clause.name && named && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly),
        );
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return edges;
}

/** Every source file of the app, keyed by its path from the project root. */
export function importGraph(): Map<string, SourceFile> {
  const files = [...SOURCE_FOLDERS.flatMap(listFiles), "instrumentation.ts"];
  return new Map(
    files.map((file) => {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      return [
        file,
        {
          path: file,
          source,
          imports: importsOf(file, source),
          serverOnly: /^import "server-only";$/m.test(source),
          useClient: /^["']use client["'];?$/m.test(source.split("\n").slice(0, 3).join("\n")),
        },
      ];
    }),
  );
}
