/**
 * A refusal the domain explains to people: a category deleted while its form was open, a slug
 * another post uses, a role the actor may not give. Domain modules throw it (or a subclass);
 * `app/http/action-result.server.ts` is the one place that turns it into a 4xx answer, so a
 * user-facing case never becomes a 500. Anything that is not a DomainError is a real fault.
 */
export type DomainErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export interface DomainErrorOptions extends ErrorOptions {
  /** The form field the message belongs to, shown beside it. */
  field?: string;
}

export class DomainError extends Error {
  override name = "DomainError";
  readonly field: string | undefined;

  constructor(
    /** Stable, machine-readable: "missing-category", "duplicate-slug", … */
    readonly code: string,
    /** For people: shown as it is. */
    message: string,
    /** The HTTP answer a route gives it. */
    readonly status: DomainErrorStatus,
    options: DomainErrorOptions = {},
  ) {
    super(message, options);
    this.field = options.field;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
