import { SITE_NAME } from "~/lib/constants";
import { renderActionMail, type RenderedMail } from "~/platform/mail-layout.server";

// The account emails' words; their layout is the site-wide one of ~/platform/mail-layout.

export function verificationMail(name: string, url: string, validForHours: number): RenderedMail {
  return renderActionMail({
    subject: `Verify your email for ${SITE_NAME}`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Thanks for signing up to ${SITE_NAME}. Please confirm that this is your email address.`,
    ],
    action: { label: "Verify email", url },
    footnote: `This link expires in ${validForHours} hour${validForHours === 1 ? "" : "s"}. If you did not sign up, you can ignore this email.`,
  });
}

export function passwordResetMail(name: string, url: string, validForHours: number): RenderedMail {
  return renderActionMail({
    subject: `Reset your ${SITE_NAME} password`,
    greeting: `Hi ${name},`,
    paragraphs: [
      "Someone asked to reset the password of your account. If it was you, choose a new one.",
    ],
    action: { label: "Choose a new password", url },
    footnote: `This link works once and expires in ${validForHours} hour${validForHours === 1 ? "" : "s"}. If you did not ask for it, ignore this email: your password stays the same.`,
  });
}

/** Sent instead of a second verification email, so sign-up never reveals who has an account. */
export function existingAccountMail(
  name: string,
  signInUrl: string,
  resetUrl: string,
): RenderedMail {
  return renderActionMail({
    subject: `You already have a ${SITE_NAME} account`,
    greeting: `Hi ${name},`,
    paragraphs: [
      "Someone tried to create an account with this email address, which already has one.",
      `If it was you, sign in at ${signInUrl}, or reset your password at ${resetUrl}.`,
    ],
    action: { label: "Sign in", url: signInUrl },
    footnote: "If it was not you, you can ignore this email: nothing has changed.",
  });
}
