// Types of build-version.mjs (plain JavaScript, run by `npm start`).
export const BUILD_SOURCES: string[];
export function buildVersion(root: string, environment: Record<string, string | undefined>, sources?: string[]): string;
