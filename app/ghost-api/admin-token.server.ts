import type { Actor } from "~/auth/policy";
import type { Db } from "~/db/connection.server";
import { integrationForKeyId, markIntegrationUsed } from "~/integrations/integrations.server";
import { ADMIN_KEY_ID_PATTERN } from "~/integrations/integration-text";
import type { SecretBox } from "~/integrations/secret-box.server";
import { lazily } from "~/platform/lazy-require.server";
import { ghostError, type GhostAnswer } from "./ghost-errors.server";

/** jose, loaded by the first Admin API request, not when a server starts (decision 0020). */
const loadJose = lazily(() => import("jose"));

/** The audience Ghost 5 and 6 clients (`@tryghost/admin-api` v5+) put in their tokens. */
export const ADMIN_TOKEN_AUDIENCE = "/admin/";
/** The longest a token may live, and the oldest it may be: Ghost's five minutes. */
export const ADMIN_TOKEN_MAX_SECONDS = 5 * 60;

/** The integration a request acts for, as the permission rules see it. */
export interface AdminApiCaller {
  integrationId: string;
  actor: Actor;
}

const HEADER = /^Ghost (\S+)$/;

function invalidToken(message: string): GhostAnswer {
  return ghostError("UnauthorizedError", message, null, "INVALID_JWT");
}

/**
 * Checks an Admin API request's `Authorization: Ghost <jwt>` as Ghost does (its
 * `api-key/admin` middleware): an HS256 token whose `kid` names an integration's Admin API key,
 * signed with that key's hex-decoded secret, `aud` = `/admin/`, issued at most five minutes ago
 * and living at most five minutes. Answers the caller or Ghost's refusal (same messages and
 * codes). Cookies are never looked at: a browser's session does not open this API, so no
 * cross-site request can use it either.
 */
export async function authenticateAdminRequest(
  db: Db,
  box: SecretBox,
  authorization: string | null,
  now = new Date(),
): Promise<AdminApiCaller | GhostAnswer> {
  if (!authorization) {
    return ghostError(
      "NoPermissionError",
      "Authorization failed",
      "Unable to determine the authenticated user or integration. Check that cookies are being passed through if using session authentication.",
    );
  }
  const token = HEADER.exec(authorization)?.[1];
  if (!token) {
    return ghostError(
      "UnauthorizedError",
      'Authorization header format is "Authorization: Ghost [token]"',
      null,
      "INVALID_AUTH_HEADER",
    );
  }
  const { decodeProtectedHeader, errors: joseErrors, jwtVerify } = await loadJose();
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return invalidToken("Invalid token");
  }
  if (typeof kid !== "string" || kid === "") {
    return ghostError("UnauthorizedError", "Admin API kid missing.", null, "MISSING_ADMIN_API_KEY");
  }
  const integration = ADMIN_KEY_ID_PATTERN.test(kid)
    ? await integrationForKeyId(db, box, kid)
    : null;
  if (!integration) {
    return ghostError("UnauthorizedError", "Unknown Admin API Key", null, "UNKNOWN_ADMIN_API_KEY");
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, Buffer.from(integration.secret, "hex"), {
      algorithms: ["HS256"],
      audience: ADMIN_TOKEN_AUDIENCE,
      maxTokenAge: ADMIN_TOKEN_MAX_SECONDS,
      requiredClaims: ["iat", "exp"],
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return invalidToken("Expired token");
    const reason = error instanceof joseErrors.JOSEError ? error.message : "verification failed";
    return invalidToken(`Invalid token: ${reason}`);
  }
  if (payload.exp! - payload.iat! > ADMIN_TOKEN_MAX_SECONDS) {
    return invalidToken("Invalid token: Maximum token expiry is 5 minutes");
  }
  await markIntegrationUsed(db, integration.id, now);
  return {
    integrationId: integration.id,
    actor: { id: integration.createdBy ?? "", role: integration.role },
  };
}

export function isAdminApiCaller(value: AdminApiCaller | GhostAnswer): value is AdminApiCaller {
  return "actor" in value;
}
