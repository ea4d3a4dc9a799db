/**
 * The one shape every route action answers with, read by forms, fetchers and the one toast
 * hook. `message` is shown to people; `fieldErrors` sit beside the fields they name; `code` says
 * which domain refusal it was (tests and clients branch on it, never on the message). A success
 * may carry what the screen that asked needs (`ActionResult<{ id: string }>`).
 */
export interface ActionFailure {
  ok: false;
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

export type ActionSuccess<T extends object = object> = { ok: true; message: string } & T;

export type ActionResult<T extends object = object> = ActionSuccess<T> | ActionFailure;
