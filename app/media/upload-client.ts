import { MEDIA_MESSAGES } from "./constants";
import type { MediaDeleteResponse, MediaUploadResponse, MediaUsageResponse } from "./types";

/** Messages for failures the server could not explain in its own JSON answer. */
export const TRANSPORT_MESSAGES = {
  network: "The connection was lost. Check your connection and try again.",
  signedOut: "Your session has ended. Sign in again, then retry.",
  cancelled: "The upload was cancelled.",
  failed: (status: number) => `Something went wrong on the server (HTTP ${status}). Try again.`,
} as const;

function messageForStatus(status: number): string {
  if (status === 401 || status === 403) return TRANSPORT_MESSAGES.signedOut;
  if (status === 413) return MEDIA_MESSAGES.tooLarge;
  return TRANSPORT_MESSAGES.failed(status);
}

/** The server's JSON answer when it has the expected shape, otherwise a failure by status. */
export function readUploadAnswer(status: number, body: unknown): MediaUploadResponse {
  if (body && typeof body === "object") {
    const answer = body as Partial<{ ok: boolean; item: { url?: unknown }; message: unknown }>;
    if (answer.ok === true && typeof answer.item?.url === "string") {
      return answer as MediaUploadResponse;
    }
    if (answer.ok === false && typeof answer.message === "string") {
      return { ok: false, message: answer.message };
    }
  }
  return { ok: false, message: messageForStatus(status) };
}

export interface UploadHandle {
  /** Settles with the server's answer or a failure message; never rejects. */
  result: Promise<MediaUploadResponse>;
  abort: () => void;
}

/**
 * Sends one file as multipart field `file` with XMLHttpRequest, because fetch cannot report
 * upload progress. `onProgress` receives the sent fraction, 0 to 1.
 */
export function sendMediaUpload(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const request = new XMLHttpRequest();
  const result = new Promise<MediaUploadResponse>((resolve) => {
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () =>
      resolve(readUploadAnswer(request.status, request.response)),
    );
    request.addEventListener("error", () =>
      resolve({ ok: false, message: TRANSPORT_MESSAGES.network }),
    );
    request.addEventListener("abort", () =>
      resolve({ ok: false, message: TRANSPORT_MESSAGES.cancelled }),
    );
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
  return { result, abort: () => request.abort() };
}

/**
 * Posts `id` to the delete action and reads its JSON answer; never rejects. `confirmedUsage` is
 * the token of the uses the person accepted to break (the server refuses a used image without it).
 */
export async function sendMediaDelete(
  url: string,
  id: string,
  confirmedUsage?: string,
): Promise<MediaDeleteResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(confirmedUsage ? { id, confirmedUsage } : { id }),
    });
  } catch {
    return { ok: false, message: TRANSPORT_MESSAGES.network };
  }
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === "object") {
    const answer = body as Partial<{ ok: boolean; id: unknown; message: unknown; usage: unknown }>;
    if (answer.ok === true && answer.id === id) return { ok: true, id };
    if (answer.ok === false && typeof answer.message === "string") {
      return answer.usage && typeof answer.usage === "object"
        ? (answer as MediaDeleteResponse)
        : { ok: false, message: answer.message };
    }
  }
  return { ok: false, message: messageForStatus(response.status) };
}

/** Asks where image `id` is used (the usage endpoint); never rejects. */
export async function fetchMediaUsage(url: string, id: string): Promise<MediaUsageResponse> {
  let response: Response;
  try {
    response = await fetch(`${url}?${new URLSearchParams({ id })}`, {
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, message: TRANSPORT_MESSAGES.network };
  }
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === "object") {
    const answer = body as Partial<{ ok: boolean; usage: unknown; message: unknown }>;
    if (answer.ok === true && answer.usage && typeof answer.usage === "object") {
      return answer as MediaUsageResponse;
    }
    if (answer.ok === false && typeof answer.message === "string") {
      return { ok: false, message: answer.message };
    }
  }
  return { ok: false, message: messageForStatus(response.status) };
}
