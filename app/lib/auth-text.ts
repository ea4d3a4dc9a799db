/**
 * Texts of the account screens (constants and texts from SPEC.md).
 * Apart from constants.ts because every page loads that module and these are only for some.
 */

import { SIGN_IN } from "./constants";

/** Texts of the account screens: the spec's words where it has them (SPEC §8), ours otherwise. */
export const AUTH_TEXT = {
  signIn: SIGN_IN,
  signUp: "Sign Up",
  signOut: "Sign Out",
  processing: "Processing...",
  signUpSuccess: "Sign up successful! Please verify your email.",
  signUpError: "An error occurred during sign up",
  signInSuccess: "Signed in successfully!",
  signInError: "An error occurred during sign in",
  signOutSuccess: "Signed out successfully!",
  signOutError: "An error occurred during sign out",
  invalidCredentials: "Invalid email or password.",
  emailNotVerified:
    "Please verify your email address before signing in. Check your inbox, or send the email again.",
  verificationSent: "If that account needs verifying, we've sent a new verification email.",
  emailVerified: "Your email is verified. Welcome to TechPulse!",
  verificationLinkInvalid: "This verification link is invalid or has expired.",
  resetRequested:
    "If an account exists for that email, we've sent a link to reset the password. It expires in one hour.",
  resetDone: "Your password has been changed. Please sign in with the new one.",
  resetLinkInvalid: "This password reset link is invalid, expired or already used.",
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  crossOrigin: "This form can only be submitted from this site.",
  profileSaved: "Your name has been updated.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  wrongCurrentPassword: "Your current password is not correct.",
  adminOnly: "You need an administrator account to open the admin area.",
  notAllowed: "Your role does not allow that.",
  twoFactorInvalid: "That code is not valid. Check your authenticator app and try again.",
  twoFactorExpired: "Your sign-in took too long. Please sign in again.",
  twoFactorCodeUsed:
    "That code has already been used. Please sign in again with the next code your authenticator app shows.",
  twoFactorEnabled: "Two-factor sign-in is on. Keep your recovery codes somewhere safe.",
  twoFactorDisabled: "Two-factor sign-in is off.",
  twoFactorRequired:
    "Your role requires two-factor sign-in. Set up an authenticator app to continue to the admin area.",
  sessionRevoked: "That device has been signed out.",
  invitationAccepted: "Invitation accepted: welcome to the newsroom.",
  invitationInvalid: "This invitation is invalid, has expired or has already been used.",
} as const;
