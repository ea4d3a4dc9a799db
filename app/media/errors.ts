import { DomainError } from "~/lib/domain-error";
/**
 * A refusal the uploader can fix (wrong type, too big, …). Routes answer with `status` and show
 * `message` as it is; any other error is a fault of ours and is logged instead.
 */
export class MediaError extends DomainError {
  override name = "MediaError";

  constructor(
    message: string,
    /** HTTP status a route should answer with: 400 bad input, 404, 413 too large, 415 type. */
    status: 400 | 404 | 413 | 415,
    options?: ErrorOptions,
  ) {
    super("media-refused", message, status, options);
  }
}

export function isMediaError(error: unknown): error is MediaError {
  return error instanceof MediaError;
}
