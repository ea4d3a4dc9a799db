/** What the account service reads of Better Auth's API errors. */
export interface AuthApiError extends Error {
  statusCode: number;
  body?: { code?: string; message?: string };
}

/**
 * Better Auth's API error, recognised by its name as Better Auth's own `isAPIError` also does:
 * importing that helper would load Better Auth at start-up, which the service defers.
 */
export function isAuthApiError(error: unknown): error is AuthApiError {
  return error instanceof Error && error.name === "APIError";
}
