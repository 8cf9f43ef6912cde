// What a staff Server Action was posted. Next hands an action whatever arguments the request
// encoded: a form's FormData from our pages, but anything at all from a hand-made request. An
// action reads its fields through this, so arguments that are no form read as an empty one (its
// fields missing, which every action already answers with its own message) instead of failing
// with a server error.
export function submittedForm(posted: unknown): FormData {
  return posted instanceof FormData ? posted : new FormData();
}
