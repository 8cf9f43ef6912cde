// The catalogue API's envelope: `{ success, data, error }` (spec section 7), never a stack trace.

export function apiData<T>(data: T, init?: ResponseInit): Response {
  return Response.json({ success: true, data, error: null }, init);
}

export function apiError(status: number, error: string): Response {
  return Response.json({ success: false, data: null, error }, { status });
}

/** Runs a read; a failure is logged on the server and answered with the spec's message. */
export async function answerRead(failureMessage: string, read: () => Promise<Response>): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    console.error(failureMessage, error);
    return apiError(500, failureMessage);
  }
}
