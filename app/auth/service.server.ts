import { isAuthApiError as isAPIError } from "./api-error.server";
import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import { AUTH_LIMITS } from "~/lib/constants";
import { ADMIN_ROLE, type StaffRole } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import type { DomainEvents } from "~/platform/domain-events.server";
import { createAuth, hasSessionCookie, type Auth } from "./auth.server";
import { createAccountMail } from "./account-mail.server";
import { clientIp } from "./client-ip.server";
import { isSameOriginRequest } from "./origin.server";
import {
  clearRateLimit,
  hitRateLimit,
  peekRateLimit,
  type RateLimitRule,
  type RateLimitSubject,
} from "~/platform/rate-limit.server";
import { staffRoleOf } from "./policy";
import { currentStaffRole, hasRole, roleListIncludes, type Role } from "./roles.server";
import { createSessionMemo, forgettingAfter } from "./session-memo.server";
import { noteSessionSeen } from "./sessions.server";
import { createTwoFactorService } from "./two-factor.server";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  /** The newsroom role (policy.ts); null for readers. */
  role: StaffRole | null;
  twoFactorEnabled: boolean;
  /** The session this request belongs to ("Your sessions" marks it). */
  sessionId: string;
}

export type AuthFailureCode =
  | "CROSS_ORIGIN"
  | "RATE_LIMITED"
  | "INVALID_CREDENTIALS"
  | "EMAIL_NOT_VERIFIED"
  | "INVALID_TOKEN"
  | "NOT_SIGNED_IN"
  | "FAILED";

export interface AuthFailure {
  ok: false;
  status: 400 | 401 | 403 | 429;
  code: AuthFailureCode;
  message: string;
  retryAfterSeconds?: number;
}

/** `secondFactor`: the password was right; the sign-in continues at /auth/two-factor. */
export type AuthOutcome = { ok: true; setCookies: string[]; secondFactor?: boolean } | AuthFailure;

interface ServiceDependencies {
  db: Db;
  secret: string;
  origin: string;
  /** The site's events: account mail is queued through them (mail.queued wakes the worker). */
  events: DomainEvents;
  logger: Logger;
}

/**
 * The account rules of the site: every sign-in, sign-up and token flow goes through here, so
 * origin checks, rate limits and error wording are the same whichever route calls them.
 * Better Auth does the cryptography, sessions and storage underneath.
 */
export function createAuthService(deps: ServiceDependencies) {
  const { db, origin, logger } = deps;
  const accountMail = createAccountMail({ db, events: deps.events });
  const sessions = createSessionMemo<SessionUser | null>();
  // Better Auth is built on first use (see loadAuthPlugins): start-up does not wait for it.
  let authReady: Promise<Auth> | undefined;
  const auth = (): Promise<Auth> =>
    (authReady ??= createAuth({ ...deps, sendMail: accountMail.send }).then(
      accountMail.queueingAfterEachCall,
    ));

  const fail = (
    status: AuthFailure["status"],
    code: AuthFailureCode,
    message: string,
    retryAfterSeconds?: number,
  ): AuthFailure => ({ ok: false, status, code, message, retryAfterSeconds });

  const rateLimited = (retryAfterSeconds: number) =>
    fail(
      429,
      "RATE_LIMITED",
      AUTH_TEXT.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)),
      retryAfterSeconds,
    );

  const crossOrigin = (request: Request) =>
    isSameOriginRequest(request, origin) ? null : fail(403, "CROSS_ORIGIN", AUTH_TEXT.crossOrigin);

  /** Counts one attempt against every rule; the first exhausted rule refuses it. */
  async function consume(rules: [RateLimitRule, RateLimitSubject][]): Promise<AuthFailure | null> {
    let refusal: AuthFailure | null = null;
    for (const [rule, subject] of rules) {
      const state = await hitRateLimit(db, rule, subject);
      if (!state.allowed && !refusal) refusal = rateLimited(state.retryAfterSeconds);
    }
    return refusal;
  }

  /** Refuses while any rule's failure count is at its limit, without counting. */
  async function checkFailures(
    rules: [RateLimitRule, RateLimitSubject][],
  ): Promise<AuthFailure | null> {
    for (const [rule, subject] of rules) {
      const state = await peekRateLimit(db, rule, subject);
      if (state.limited) return rateLimited(state.retryAfterSeconds);
    }
    return null;
  }

  const setCookiesOf = (headers: Headers) => headers.getSetCookie();

  /** Failed sign-ins count per (account, client IP) pair and per client IP. */
  const signInLimits = (
    request: Request,
    email: string,
  ): [[RateLimitRule, RateLimitSubject], [RateLimitRule, RateLimitSubject]] => [
    [AUTH_LIMITS.signInAccountIp, [email, clientIp(request)]],
    [AUTH_LIMITS.signInIp, clientIp(request)],
  ];

  const service = {
    auth,
    /** The accounts database (guards read the site's two-factor setting from it). */
    db,
    twoFactor: forgettingAfter(
      createTwoFactorService(auth, { origin, db, authSecret: deps.secret }),
      sessions.forget,
    ),

    async signUp(
      request: Request,
      input: { fullName: string; email: string; password: string },
    ): Promise<AuthOutcome> {
      const refusal =
        crossOrigin(request) ??
        (await consume([
          [AUTH_LIMITS.signUpIp, clientIp(request)],
          [AUTH_LIMITS.signUpAddress, input.email],
        ]));
      if (refusal) return refusal;
      try {
        // Better Auth answers an existing address exactly like a new one (and we email its
        // owner instead), so the response never tells who has an account.
        await (
          await auth()
        ).api.signUpEmail({
          body: { name: input.fullName, email: input.email, password: input.password },
          headers: request.headers,
        });
        return { ok: true, setCookies: [] };
      } catch (error) {
        return apiFailure(error, AUTH_TEXT.signUpError);
      }
    },

    async signIn(
      request: Request,
      input: { email: string; password: string },
    ): Promise<AuthOutcome> {
      const limits = signInLimits(request, input.email);
      const refusal = crossOrigin(request) ?? (await checkFailures(limits));
      if (refusal) return refusal;
      try {
        const { headers, response } = await (
          await auth()
        ).api.signInEmail({
          body: { email: input.email, password: input.password },
          headers: request.headers,
          returnHeaders: true,
        });
        await clearRateLimit(db, ...limits[0]);
        const secondFactor = "twoFactorRedirect" in response && response.twoFactorRedirect === true;
        return { ok: true, setCookies: setCookiesOf(headers), secondFactor };
      } catch (error) {
        if (isAPIError(error) && error.statusCode === 401) {
          for (const [rule, subject] of limits) await hitRateLimit(db, rule, subject);
          return fail(401, "INVALID_CREDENTIALS", AUTH_TEXT.invalidCredentials);
        }
        if (isAPIError(error) && error.body?.code === "EMAIL_NOT_VERIFIED") {
          return fail(403, "EMAIL_NOT_VERIFIED", AUTH_TEXT.emailNotVerified);
        }
        return apiFailure(error, AUTH_TEXT.signInError);
      }
    },

    async signOut(request: Request): Promise<AuthOutcome> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        const { headers } = await (
          await auth()
        ).api.signOut({
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, setCookies: setCookiesOf(headers) };
      } catch (error) {
        return apiFailure(error, AUTH_TEXT.signOutError);
      }
    },

    /** Always the same answer, whether or not the address has an unverified account. */
    async resendVerification(request: Request, input: { email: string }): Promise<AuthOutcome> {
      const refusal =
        crossOrigin(request) ??
        (await consume([
          [AUTH_LIMITS.verificationIp, clientIp(request)],
          [AUTH_LIMITS.verificationAddress, input.email],
        ]));
      if (refusal) return refusal;
      try {
        await (
          await auth()
        ).api.sendVerificationEmail({
          body: { email: input.email },
          headers: request.headers,
        });
      } catch (error) {
        logger.warn({ err: error }, "verification email request failed");
      }
      return { ok: true, setCookies: [] };
    },

    /** Verifies the address and signs the user in (a new session cookie). */
    async verifyEmail(request: Request, token: string): Promise<AuthOutcome> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        const { headers, response } = await (
          await auth()
        ).api.verifyEmail({
          query: { token },
          headers: request.headers,
          returnHeaders: true,
        });
        if (!response?.status) return fail(400, "INVALID_TOKEN", AUTH_TEXT.verificationLinkInvalid);
        return { ok: true, setCookies: setCookiesOf(headers) };
      } catch (error) {
        if (isAPIError(error)) return fail(400, "INVALID_TOKEN", AUTH_TEXT.verificationLinkInvalid);
        throw error;
      }
    },

    /** Always the same answer, whether or not the address has an account. */
    async requestPasswordReset(request: Request, input: { email: string }): Promise<AuthOutcome> {
      const refusal =
        crossOrigin(request) ??
        (await consume([
          [AUTH_LIMITS.passwordResetIp, clientIp(request)],
          [AUTH_LIMITS.passwordResetAddress, input.email],
        ]));
      if (refusal) return refusal;
      await (
        await auth()
      ).api.requestPasswordReset({
        body: { email: input.email },
        headers: request.headers,
      });
      return { ok: true, setCookies: [] };
    },

    /** Sets the new password, spends the token and ends every session of the account. */
    async resetPassword(
      request: Request,
      input: { token: string; password: string },
    ): Promise<AuthOutcome> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        await (
          await auth()
        ).api.resetPassword({
          body: { token: input.token, newPassword: input.password },
          headers: request.headers,
        });
        return { ok: true, setCookies: [] };
      } catch (error) {
        if (isAPIError(error)) return fail(400, "INVALID_TOKEN", AUTH_TEXT.resetLinkInvalid);
        throw error;
      }
    },

    /** Who is signed in; looked up once per Request (session-memo.server.ts). */
    getSessionUser(request: Request): Promise<SessionUser | null> {
      if (!hasSessionCookie(request.headers.get("cookie"))) return Promise.resolve(null);
      return sessions.read(request, () => lookUpSessionUser(request));
    },

    async updateDisplayName(request: Request, input: { fullName: string }): Promise<AuthOutcome> {
      const refusal = crossOrigin(request);
      if (refusal) return refusal;
      try {
        await (
          await auth()
        ).api.updateUser({ body: { name: input.fullName }, headers: request.headers });
        return { ok: true, setCookies: [] };
      } catch (error) {
        return apiFailure(error, "Your name could not be saved.");
      }
    },

    /** Changes the password and signs out every other device (this one gets a new session). */
    async changePassword(
      request: Request,
      user: SessionUser,
      input: { currentPassword: string; newPassword: string },
    ): Promise<AuthOutcome> {
      const limits = signInLimits(request, user.email);
      const refusal = crossOrigin(request) ?? (await checkFailures(limits));
      if (refusal) return refusal;
      try {
        const { headers } = await (
          await auth()
        ).api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, setCookies: setCookiesOf(headers) };
      } catch (error) {
        if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") {
          for (const [rule, subject] of limits) await hitRateLimit(db, rule, subject);
          return fail(400, "INVALID_CREDENTIALS", AUTH_TEXT.wrongCurrentPassword);
        }
        return apiFailure(error, "Your password could not be changed.");
      }
    },

    hasRole: (userId: string, role: Role) => hasRole(db, userId, role),
    staffRole: (userId: string) => currentStaffRole(db, userId),
  };
  // Every other method given a Request may change who is signed in or their details (a new
  // account method too, unless it is added to these reads): it forgets that Request's user.
  return forgettingAfter(service, sessions.forget, [
    "auth",
    "getSessionUser",
    "hasRole",
    "staffRole",
  ]);

  async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
    const session = await (await auth()).api.getSession({ headers: request.headers });
    if (!session) return null;
    const { user } = session;
    await noteSessionSeen(db, session.session);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image ?? null,
      emailVerified: Boolean(user.emailVerified),
      isAdmin: roleListIncludes(user.role, ADMIN_ROLE),
      role: staffRoleOf(user.role),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      sessionId: session.session.id,
    };
  }

  function apiFailure(error: unknown, fallback: string): AuthFailure {
    if (!isAPIError(error)) throw error;
    const status = error.statusCode === 429 ? 429 : error.statusCode === 403 ? 403 : 400;
    // Better Auth's messages are written for users ("Password too short"); keep the spec's
    // fallback for anything without one.
    return fail(status, "FAILED", error.body?.message || fallback);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
