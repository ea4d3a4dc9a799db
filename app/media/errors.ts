import { DomainError } from "~/lib/domain-error";
import type { MediaUsage } from "./types";
import { mediaInUseMessage } from "./usage-text";
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

/**
 * A delete refused because the image is still used and the person did not confirm these uses
 * (or the uses changed since they were shown). Answered 409 with the uses, so the library can
 * list them and ask.
 */
export class MediaInUseError extends DomainError {
  override name = "MediaInUseError";

  constructor(readonly usage: MediaUsage) {
    super("media-in-use", mediaInUseMessage(usage), 409);
  }
}
