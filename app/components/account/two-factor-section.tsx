import type { ActionFailure, ActionSuccess } from "~/lib/action-result";
import { Form } from "react-router";
import { FormAlert } from "~/components/auth/auth-card";
import { CurrentPasswordField, OneTimeCodeInput } from "~/components/auth/secret-fields";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { AUTH_TEXT } from "~/lib/auth-text";

export interface TwoFactorSetupView {
  totpUri: string;
  secret: string;
  /** The otpauth:// address as a QR code (see auth/totp-qr.server). */
  qrCode: { size: number; path: string };
  recoveryCodes: string[];
}

/** The account page's two-factor answers: the setup to show, or codes that replaced others. */
interface TwoFactorPayload {
  setup?: TwoFactorSetupView;
  /** Codes that replaced the earlier ones, shown once. */
  recoveryCodes?: string[];
}

export type TwoFactorResult = ActionSuccess<TwoFactorPayload> | (ActionFailure & TwoFactorPayload);

/** Groups of four characters are easier to type into an authenticator app. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <ul
      className="mt-2 grid max-w-xs grid-cols-2 gap-1 font-mono text-xs"
      aria-label="Recovery codes"
      data-testid="recovery-codes"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
}

/** Dark modules on white whatever the theme: phone cameras need the contrast and quiet zone. */
function QrCode({ size, path }: TwoFactorSetupView["qrCode"]) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={176}
      height={176}
      role="img"
      aria-label="QR code of the setup link, for your authenticator app's camera"
      shapeRendering="crispEdges"
      className="mt-2 rounded border border-border"
      data-testid="totp-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** "Two-factor sign-in" on the account page: set up with an app, or turn off. */
export function TwoFactorSection({
  enabled,
  required,
  result,
  pending,
}: {
  enabled: boolean;
  /** The site requires it for this account's role. */
  required: boolean;
  result: TwoFactorResult | undefined;
  pending: string | null;
}) {
  const setup = result?.setup;
  const message =
    result && (result.ok || result.code !== "INVALID_INPUT") ? (
      <FormAlert kind={result.ok ? "success" : "error"}>{result.message}</FormAlert>
    ) : null;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  return (
    <section aria-labelledby="two-factor-heading" id="two-factor" className="space-y-4">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      {message}
      {enabled ? (
        <Form method="post" className="space-y-4">
          <p className="text-sm">
            <strong>On.</strong> Signing in asks for a code from your authenticator app (or one of
            your recovery codes).
          </p>
          {result?.recoveryCodes ? (
            <div className="text-sm">
              Save these recovery codes somewhere safe. Each one signs you in once if you lose the
              app; they are not shown again.
              <RecoveryCodes codes={result.recoveryCodes} />
            </div>
          ) : null}
          <CurrentPasswordField error={errors.password} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              name="intent"
              value="2fa-recovery-codes"
              variant="outline"
              disabled={pending === "2fa-recovery-codes"}
            >
              {pending === "2fa-recovery-codes" ? AUTH_TEXT.processing : "New recovery codes"}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="2fa-disable"
              variant="outline"
              disabled={pending === "2fa-disable" || required}
            >
              {pending === "2fa-disable" ? AUTH_TEXT.processing : "Turn off two-factor sign-in"}
            </Button>
          </div>
          {required ? (
            <p className="text-xs text-muted-foreground">
              The site requires two-factor sign-in for your role, so it stays on.
            </p>
          ) : null}
        </Form>
      ) : setup ? (
        <Form method="post" className="space-y-4">
          <ol className="list-decimal space-y-3 pl-5 text-sm">
            <li>
              Add TechPulse to your authenticator app: scan this code with it, open{" "}
              <a href={setup.totpUri} className="font-medium text-primary underline">
                this setup link
              </a>{" "}
              on your phone, or type the key{" "}
              <code className="rounded bg-muted px-1 py-0.5 font-mono" data-testid="totp-secret">
                {grouped(setup.secret)}
              </code>
              .
              <QrCode {...setup.qrCode} />
            </li>
            <li>
              Save these recovery codes somewhere safe. Each one signs you in once if you lose the
              app; they are not shown again.
              <RecoveryCodes codes={setup.recoveryCodes} />
            </li>
            <li>Enter the six-digit code the app shows to turn two-factor sign-in on.</li>
          </ol>
          <input type="hidden" name="intent" value="2fa-confirm" />
          <input type="hidden" name="totpUri" value={setup.totpUri} />
          <input type="hidden" name="recoveryCodes" value={setup.recoveryCodes.join(" ")} />
          <FormField label="Code from the app" name="code" error={errors.code}>
            <OneTimeCodeInput />
          </FormField>
          <Button type="submit" disabled={pending === "2fa-confirm"}>
            {pending === "2fa-confirm" ? AUTH_TEXT.processing : "Turn on"}
          </Button>
        </Form>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-muted-foreground">
            Protect your account with a code from an authenticator app when you sign in.
          </p>
          <input type="hidden" name="intent" value="2fa-start" />
          <CurrentPasswordField error={errors.password} />
          <Button type="submit" disabled={pending === "2fa-start"}>
            {pending === "2fa-start" ? AUTH_TEXT.processing : "Set up two-factor sign-in"}
          </Button>
        </Form>
      )}
    </section>
  );
}
