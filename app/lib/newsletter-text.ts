/**
 * Newsletter texts (constants and texts from SPEC.md).
 * Apart from constants.ts because every page loads that module and these are only for some.
 */

import { NEWSLETTER_INVITATION } from "./constants";
import { formatCount } from "./format";

/** "1 confirmed subscriber", "1,234 confirmed subscribers". */
export function confirmedSubscribers(count: number): string {
  return `${formatCount(count)} confirmed subscriber${count === 1 ? "" : "s"}`;
}

/** Newsletter texts; the sign-up toast is the spec's (TEXT.newsletterSuccess*). */
export const NEWSLETTER_TEXT = {
  invalidEmail: "Please enter a valid email address.",
  tooManyAttempts: "Too many sign-up attempts. Please try again later.",
  crossOrigin: "This form can only be submitted from this site.",
  signUpInvitation: NEWSLETTER_INVITATION,
  confirmTitle: "Confirm your subscription",
  confirmBody: "One click and the TechPulse newsletter is on its way to you.",
  confirmButton: "Confirm subscription",
  confirmedTitle: "You're subscribed!",
  confirmedBody: "Thanks for confirming. New stories will arrive in your inbox.",
  confirmInvalid:
    "This confirmation link is invalid or has expired. Sign up again and we'll send a new one.",
  unsubscribeTitle: "Unsubscribe from the newsletter",
  unsubscribeBody: "You will stop receiving the TechPulse newsletter at this address.",
  unsubscribeButton: "Unsubscribe",
  unsubscribedTitle: "You're unsubscribed",
  unsubscribedBody:
    "You will not receive the newsletter any more. Changed your mind? Sign up again at any time.",
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  emailToSubscribers: "Email to subscribers",
  sendQueued: "The post is queued to be emailed to subscribers.",
  sendAlreadyExists: "This post has already been emailed to subscribers.",
  sendNeedsPublished: "Publish the post before emailing it to subscribers.",
  sendNeedsConfirmation:
    "Emailing subscribers needs a confirmation: nothing was sent. Confirm the number of subscribers in the dialog, then send.",
  noConfirmedSubscribers:
    "There are no confirmed subscribers yet, so there is nobody to email. Nothing was sent.",
  /** The confirmation dialog's question ("Send to 1,234 confirmed subscribers?"). */
  confirmSendTitle: (count: number) => `Send to ${confirmedSubscribers(count)}?`,
  confirmSendLabel: (count: number) =>
    `Send to ${formatCount(count)} subscriber${count === 1 ? "" : "s"}`,
  confirmPublishSendLabel: (count: number) =>
    `Publish and send to ${formatCount(count)} subscriber${count === 1 ? "" : "s"}`,
  confirmScheduleTitle: (count: number) =>
    `Email ${confirmedSubscribers(count)} when it goes live?`,
  confirmScheduleLabel: "Schedule with the email",
  confirmSendCancel: "Cancel",
  /** What the dialog says happens: `publishing` says whether the post goes live with it. */
  confirmSendBody: (title: string, count: number, publishing: "now" | "new" | false) =>
    `“${title}” ${
      publishing === "now"
        ? "is published now, as last saved, and "
        : publishing === "new"
          ? "is published and "
          : ""
    }goes by email to ${count === 1 ? "that subscriber" : "each of them"}, once. A sent email cannot be taken back.`,
  noSubscribersYet: "No confirmed subscribers yet, so there is nobody to email.",
  sendCountChanged: (count: number) =>
    `The subscriber list changed while you were confirming: it now has ${confirmedSubscribers(count)}. Nothing was sent; check the number and confirm again.`,
  subscriberRemoved: "Subscriber removed",
} as const;
