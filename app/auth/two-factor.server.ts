import { isAuthApiError as isAPIError } from "./api-error.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import type { Db } from "~/db/connection.server";
import type { Auth } from "./auth.server";
import { isSameOriginRequest } from "./origin.server";
import { discardSession } from "./sessions.server";
import { claimTimeStep, timeStepOfCode, totpSecretOf } from "./totp-time-steps.server";

export type TwoFactorFailure = {
  ok: false;
  status: 400 | 401 | 403 | 429;
  code:
    | "CROSS_ORIGIN"
    | "INVALID_CODE"
    | "CODE_USED"
    | "EXPIRED"
    | "LOCKED"
    | "INVALID_PASSWORD"
    | "FAILED";
  message: string;
};

export interface TwoFactorSetup {
  /** otpauth:// address for authenticator apps. */
  totpUri: string;
  recoveryCodes: string[];
}

const fail = (
  status: TwoFactorFailure["status"],
  code: TwoFactorFailure["code"],
  message: string,
): TwoFactorFailure => ({ ok: false, status, code, message });

/** Better Auth's two-factor errors in the site's words; anything else is rethrown. */
function failureOf(error: unknown): TwoFactorFailure {
  if (!isAPIError(error)) throw error;
  const code = error.body?.code;
  if (code === "INVALID_PASSWORD")
    return fail(400, "INVALID_PASSWORD", AUTH_TEXT.wrongCurrentPassword);
  if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
    return fail(401, "EXPIRED", AUTH_TEXT.twoFactorExpired);
  }
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") {
    return fail(429, "LOCKED", error.body?.message ?? AUTH_TEXT.twoFactorInvalid);
  }
  if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
    return fail(400, "INVALID_CODE", AUTH_TEXT.twoFactorInvalid);
  }
  return fail(400, "FAILED", error.body?.message || AUTH_TEXT.twoFactorInvalid);
}

/**
 * Two-factor sign-in (Better Auth's plugin: TOTP apps and single-use recovery codes), called
 * from route actions like the rest of the account service (decision 0006). The plugin limits
 * attempts itself: five per sign-in challenge, and a 15-minute lock after ten failures in a row.
 */
export function createTwoFactorService(
  auth: () => Promise<Auth>,
  { origin, db, authSecret }: { origin: string; db: Db; authSecret: string },
) {
  const crossOrigin = (request: Request) =>
    isSameOriginRequest(request, origin) ? null : fail(403, "CROSS_ORIGIN", AUTH_TEXT.crossOrigin);

  /**
   * Claims the time step of a code the plugin accepted (totp-time-steps.server.ts): false for
   * a code of a step already used, so the same code never signs in twice.
   */
  async function claimCode(userId: string, code: string, askedAt: number): Promise<boolean> {
    const secret = await totpSecretOf(db, userId, authSecret);
    const step = secret === null ? null : timeStepOfCode(secret, code, askedAt);
    return step !== null && (await claimTimeStep(db, userId, step));
  }

  return {
    /** Step 1 of setup: a new secret and recovery codes, not active until a code confirms them. */
    async start(
      request: Request,
      password: string,
    ): Promise<({ ok: true } & TwoFactorSetup) | TwoFactorFailure> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        const result = await (
          await auth()
        ).api.enableTwoFactor({
          body: { password },
          headers: request.headers,
        });
        const totpUri = "totpURI" in result ? (result.totpURI ?? "") : "";
        const recoveryCodes = "backupCodes" in result ? (result.backupCodes ?? []) : [];
        return { ok: true, totpUri, recoveryCodes };
      } catch (error) {
        return failureOf(error);
      }
    },

    /** Step 2 of setup: a code from the app turns two-factor on (the session is renewed). */
    async confirm(
      request: Request,
      code: string,
    ): Promise<{ ok: true; setCookies: string[] } | TwoFactorFailure> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        const askedAt = Date.now();
        const { headers, response } = await (
          await auth()
        ).api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
        // The code that confirmed the setup is used: it cannot also sign in.
        await claimCode(response.user.id, code, askedAt);
        return { ok: true, setCookies: headers.getSetCookie() };
      } catch (error) {
        return failureOf(error);
      }
    },

    /**
     * The second step of signing in (the two-factor cookie set by the password step): a TOTP
     * code, accepted once (a replayed one gets no session), or a single-use recovery code.
     */
    async verify(
      request: Request,
      code: string,
      kind: "totp" | "recovery",
    ): Promise<{ ok: true; setCookies: string[] } | TwoFactorFailure> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        if (kind === "recovery") {
          const { headers } = await (
            await auth()
          ).api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true });
          return { ok: true, setCookies: headers.getSetCookie() };
        }
        const askedAt = Date.now();
        const { headers, response } = await (
          await auth()
        ).api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
        if (!(await claimCode(response.user.id, code, askedAt))) {
          // A replay: the session the plugin made for it is never handed out.
          await discardSession(db, response.token);
          return fail(400, "CODE_USED", AUTH_TEXT.twoFactorCodeUsed);
        }
        return { ok: true, setCookies: headers.getSetCookie() };
      } catch (error) {
        return failureOf(error);
      }
    },

    /** New recovery codes after the password is checked; the old ones stop working. */
    async newRecoveryCodes(
      request: Request,
      password: string,
    ): Promise<{ ok: true; recoveryCodes: string[] } | TwoFactorFailure> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        const result = await (
          await auth()
        ).api.generateBackupCodes({
          body: { password },
          headers: request.headers,
        });
        return { ok: true, recoveryCodes: result.backupCodes };
      } catch (error) {
        return failureOf(error);
      }
    },

    /** Turns two-factor off after the password is checked (the session is renewed). */
    async disable(
      request: Request,
      password: string,
    ): Promise<{ ok: true; setCookies: string[] } | TwoFactorFailure> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        const { headers } = await (
          await auth()
        ).api.disableTwoFactor({
          body: { password },
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, setCookies: headers.getSetCookie() };
      } catch (error) {
        return failureOf(error);
      }
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
