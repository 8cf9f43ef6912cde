// Types of request-errors.mjs (plain JavaScript, also read by the server script without a build).
export const REQUEST_ERRORS: unique symbol;
