import { data } from "react-router";
import type { AuthService } from "~/auth/service.server";
import { formText, invalidInput, succeeded, type AuthFormResult } from "~/auth/responses.server";
import { qrCodeShape } from "~/auth/totp-qr.server";
import type { TwoFactorResult, TwoFactorSetupView } from "~/components/account/two-factor-section";
import { AUTH_TEXT } from "~/lib/auth-text";
import { PASSWORD_MAX_LENGTH } from "~/lib/constants";
import { secondFactorSchema } from "~/lib/schemas";

/** The account page's two-factor forms: start, confirm with a code, new recovery codes, turn off. */
export type TwoFactorIntent = "2fa-start" | "2fa-confirm" | "2fa-disable" | "2fa-recovery-codes";
type Intent = TwoFactorIntent;

export const TWO_FACTOR_INTENTS: readonly string[] = [
  "2fa-start",
  "2fa-confirm",
  "2fa-disable",
  "2fa-recovery-codes",
];

function setupView(totpUri: string, recoveryCodes: string[]): TwoFactorSetupView {
  return {
    totpUri,
    secret: new URL(totpUri).searchParams.get("secret") ?? "",
    qrCode: qrCodeShape(totpUri),
    recoveryCodes,
  };
}

/** The setup shown again after a wrong code (it came from this page's own hidden fields). */
function echoedSetup(form: FormData): TwoFactorSetupView | undefined {
  const totpUri = formText(form, "totpUri").slice(0, 500);
  if (!totpUri.startsWith("otpauth://") || !URL.canParse(totpUri)) return undefined;
  const recoveryCodes = formText(form, "recoveryCodes").split(" ").filter(Boolean).slice(0, 20);
  return setupView(totpUri, recoveryCodes);
}

export async function twoFactorAction(
  service: AuthService,
  request: Request,
  form: FormData,
  intent: Intent,
) {
  if (intent === "2fa-confirm") {
    const setup = echoedSetup(form);
    const parsed = secondFactorSchema.safeParse({ code: formText(form, "code") });
    const outcome = parsed.success
      ? await service.twoFactor.confirm(request, parsed.data.code)
      : { ok: false as const, status: 400 as const, message: AUTH_TEXT.twoFactorInvalid };
    if (!outcome.ok) {
      return data<AuthFormResult<Intent> & TwoFactorResult>(
        { ok: false, intent, message: outcome.message, setup },
        { status: outcome.status },
      );
    }
    return succeeded<Intent>(intent, AUTH_TEXT.twoFactorEnabled, outcome.setCookies);
  }
  const password = formText(form, "password").slice(0, PASSWORD_MAX_LENGTH);
  if (!password) {
    return invalidInput<Intent>(intent, { password: "Please enter your current password." });
  }
  if (intent === "2fa-start") {
    const outcome = await service.twoFactor.start(request, password);
    if (!outcome.ok) return failedTwoFactor(intent, outcome);
    return data<AuthFormResult<Intent> & TwoFactorResult>({
      ok: true,
      intent,
      message: "Almost done: add the key to your app, then enter a code.",
      setup: setupView(outcome.totpUri, outcome.recoveryCodes),
    });
  }
  if (intent === "2fa-recovery-codes") {
    const outcome = await service.twoFactor.newRecoveryCodes(request, password);
    if (!outcome.ok) return failedTwoFactor(intent, outcome);
    return data<AuthFormResult<Intent> & TwoFactorResult>({
      ok: true,
      intent,
      message: "New recovery codes: your earlier ones no longer work.",
      recoveryCodes: outcome.recoveryCodes,
    });
  }
  const outcome = await service.twoFactor.disable(request, password);
  if (!outcome.ok) return failedTwoFactor(intent, outcome);
  return succeeded<Intent>(intent, AUTH_TEXT.twoFactorDisabled, outcome.setCookies);
}

function failedTwoFactor(intent: Intent, outcome: { status: number; message: string }) {
  return data<AuthFormResult<Intent>>(
    { ok: false, intent, code: "FAILED", message: outcome.message },
    { status: outcome.status },
  );
}
