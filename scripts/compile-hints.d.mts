// Types of compile-hints.mjs (plain JavaScript, run on the build without a build of its own).
export const COMPILE_HINT: string;
export function addCompileHints(dist: string): number;
