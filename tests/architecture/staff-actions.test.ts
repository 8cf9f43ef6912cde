// The staff area's Server Actions stay thin: each checks the session itself (a layout protects
// nothing), then hands the work to a use case in lib/admin; none queries the database or calls
// another service of lib/ directly.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importGraph } from "./import-graph";

const actions = [...importGraph().values()].filter((file) => /^app\/\(admin\)\/(.*\/)?actions\.ts$/.test(file.path));

/** Sign-in and sign-out run before (or after) there is a session to check. */
const SESSION_ACTIONS = new Set(["loginAction", "logoutAction"]);

/** What an action may load at run time: the database handle to pass on, the session check, lib/admin. */
function allowedTarget(target: string): boolean {
  return (
    target === "db/client.ts" || target === "app/(admin)/admin/require-staff.ts" || target.startsWith("lib/admin/")
  );
}

/** Every exported function of the action files, with its file's syntax tree. */
function exportedActions() {
  return actions.flatMap((file) => {
    const tree = ts.createSourceFile(file.path, file.source, ts.ScriptTarget.Latest, true);
    return tree.statements
      .filter((statement) => ts.isFunctionDeclaration(statement))
      .filter((action) => action.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
      .map((action) => ({ path: file.path, action, tree }));
  });
}

describe("staff Server Actions", () => {
  it("reach the database and the shop's services only through lib/admin", () => {
    expect(actions.length).toBeGreaterThanOrEqual(4);
    const offenders = actions.flatMap((file) =>
      file.imports
        .filter((edge) => edge.target && !edge.typeOnly && !allowedTarget(edge.target))
        .map((edge) => `${file.path} imports ${edge.target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("check the staff session first", () => {
    const unchecked = exportedActions()
      .filter(({ action }) => !SESSION_ACTIONS.has(action.name!.text))
      .filter(
        ({ action, tree }) =>
          !/^(const \w+ = )?await requireStaff\(("[a-z-]+")?\);$/.test(action.body!.statements[0]!.getText(tree)),
      )
      .map(({ path, action }) => `${path}: ${action.name!.text}`);
    expect(unchecked).toEqual([]);
  });

  it("read what was posted through submittedForm, so a request with other arguments gets the form's own message", () => {
    const unread = exportedActions().flatMap(({ path, action, tree }) => {
      const body = action.body!.getText(tree);
      return action.parameters
        .filter((parameter) => parameter.type?.getText(tree) === "FormData")
        .map((parameter) => parameter.name.getText(tree))
        .filter(
          (name) =>
            (body.match(new RegExp(`\\b${name}\\b`, "g")) ?? []).length !== 1 ||
            !body.includes(`submittedForm(${name})`),
        )
        .map((name) => `${path}: ${action.name!.text}(${name})`);
    });
    expect(actions.some((file) => file.source.includes("submittedForm("))).toBe(true);
    expect(unread).toEqual([]);
  });
});
