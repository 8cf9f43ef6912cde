// Types of upload-limits.mjs (plain JavaScript, also read by the server script without a build).
export const PHOTO_MAX_BYTES: number;
export const PHOTO_TOO_LARGE: string;
export const CSV_MAX_BYTES: number;
export const CSV_TOO_LARGE: string;
export const ACTION_BODY_MAX_BYTES: number;
export function actionBodyLimit(pathname: string): { bytes: number; tooLarge: string };
