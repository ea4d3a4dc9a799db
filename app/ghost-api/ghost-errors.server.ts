import { randomUUID } from "node:crypto";

/** An answer of the Content API: its status and the JSON body Ghost would send. */
export interface GhostAnswer {
  status: number;
  body: unknown;
}

export type GhostErrorType =
  | "BadRequestError"
  | "NoPermissionError"
  | "NotFoundError"
  | "UnauthorizedError"
  | "ValidationError"
  | "UpdateCollisionError"
  | "RequestEntityTooLargeError"
  | "UnsupportedMediaTypeError"
  | "MethodNotAllowedError";

const STATUS: Record<GhostErrorType, number> = {
  BadRequestError: 400,
  UnauthorizedError: 401,
  NoPermissionError: 403,
  NotFoundError: 404,
  ValidationError: 422,
  UpdateCollisionError: 409,
  RequestEntityTooLargeError: 413,
  UnsupportedMediaTypeError: 415,
  MethodNotAllowedError: 405,
};

/** Ghost's error body: `{"errors": [{message, context, type, code, …}]}`, with its status. */
export function ghostError(
  type: GhostErrorType,
  message: string,
  context: string | null = null,
  code: string | null = null,
): GhostAnswer {
  return {
    status: STATUS[type],
    body: {
      errors: [
        {
          message,
          context,
          type,
          details: null,
          property: null,
          help: null,
          code,
          id: randomUUID(),
          ghostErrorCode: null,
        },
      ],
    },
  };
}

/**
 * The answer as an HTTP response: JSON, readable from any origin (CORS, as Ghost's Content API),
 * cacheable by shared caches when it succeeded (the page cache then keeps it per content
 * version and adds its ETag), never when it refused.
 */
export function ghostResponse(answer: GhostAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": answer.status === 200 ? "public, max-age=0" : "no-store",
    },
  });
}

/**
 * An Admin API answer (decision 0036): JSON, never kept by any cache (it is per integration and
 * may hold drafts), no CORS (Ghost's Admin API is for servers and its own admin, not pages of
 * other sites), and 204 without a body for a delete.
 */
export function ghostAdminResponse(answer: GhostAnswer): Response {
  const headers = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (answer.status === 204) return new Response(null, { status: 204, headers });
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}
