/**
 * The one place a route action reads a submitted form. A browser form arrives urlencoded or as
 * multipart; anything else (JSON, text/plain, a broken multipart body, a body cut short) is the
 * client's mistake and gets a clear 4xx instead of an exception, so the action stores nothing.
 * The size of the body is capped before this runs (server/body-limits.ts).
 */
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export const FORM_READ_TEXT = {
  unsupportedType:
    "Unsupported content type: send the form as application/x-www-form-urlencoded or multipart/form-data.",
  unreadable: "The form could not be read. Please reload the page and try again.",
} as const;

function refusal(status: 400 | 415, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The submitted form; throws a 415 or 400 Response (which React Router sends as it is). */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_CONTENT_TYPE.test(request.headers.get("content-type") ?? "")) {
    throw refusal(415, FORM_READ_TEXT.unsupportedType);
  }
  try {
    return await request.formData();
  } catch {
    throw refusal(400, FORM_READ_TEXT.unreadable);
  }
}
