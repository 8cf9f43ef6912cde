// How large staff uploads may be, and so how large a Server Action post may be on each page: the
// one source for the photo form's check in the browser, the actions' own checks, Next's
// bodySizeLimit and the production server, which refuses a larger post (413) before Next reads
// it. Plain JavaScript, so scripts/serve.mjs can import it as it is.

const MB = 1024 * 1024;

/** A product photo (JPEG, PNG or WebP). */
export const PHOTO_MAX_BYTES = 10 * MB;
export const PHOTO_TOO_LARGE = `The photo is larger than ${PHOTO_MAX_BYTES / MB} MB`;

/** A catalogue CSV (about 20,000 products). */
export const CSV_MAX_BYTES = 20 * MB;
export const CSV_TOO_LARGE = `The file is larger than ${CSV_MAX_BYTES / MB} MB`;

/** What a form adds to the file it carries: its other fields and the multipart framing. */
const FORM_MARGIN_BYTES = 1 * MB;

/** The largest Server Action post of all (the CSV import's), which Next itself enforces. */
export const ACTION_BODY_MAX_BYTES = CSV_MAX_BYTES + FORM_MARGIN_BYTES;

/**
 * The largest Server Action post a page accepts, and what to say about a larger one: the product
 * list takes the CSV import, a product's page its photos, every other page forms of text.
 */
export function actionBodyLimit(pathname) {
  if (pathname === "/admin/products") return { bytes: ACTION_BODY_MAX_BYTES, tooLarge: CSV_TOO_LARGE };
  if (pathname.startsWith("/admin/products/")) {
    return { bytes: PHOTO_MAX_BYTES + FORM_MARGIN_BYTES, tooLarge: PHOTO_TOO_LARGE };
  }
  return { bytes: FORM_MARGIN_BYTES, tooLarge: `The form is larger than ${FORM_MARGIN_BYTES / MB} MB` };
}
