import { DomainError, type DomainErrorStatus } from "~/lib/domain-error";

/** A comment action refused, with the reason shown to the reader or moderator. */
export class CommentError extends DomainError {
  override name = "CommentError";
  constructor(code: string, message: string, status: DomainErrorStatus) {
    super(code, message, status);
  }
}
