import { AlertCircleIcon } from "~/components/icons/alert-circle";
import { CheckCircle2Icon } from "~/components/icons/check-circle-2";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CONTACT_HONEYPOT_FIELD, CONTACT_TEXT, TEXT } from "~/lib/constants";
import type { FieldErrors } from "~/lib/schemas";
import type { ActionFailure, ActionResult } from "~/lib/action-result";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { FormField } from "../ui/form-field";
import { Textarea } from "../ui/textarea";
import { useActionToast, type ToastWording } from "../use-action-toast";
import { useHydrated } from "../use-hydrated";

export type ContactValues = Record<"name" | "email" | "subject" | "message", string>;

/**
 * What the contact action answers: success, or a refusal with the values to refill. Field
 * errors come with the code INVALID_INPUT; any other refusal (too many messages, another site's
 * form) is about the whole form and is shown above it.
 */
export type ContactResult = ActionResult | (ActionFailure & { values: ContactValues });

const contactWording: ToastWording = (result) => {
  if (result.ok) {
    return {
      kind: "success",
      title: TEXT.contactSuccessTitle,
      description: TEXT.contactSuccessBody,
    };
  }
  if (result.code === "INVALID_INPUT") return null;
  return { kind: "error", title: CONTACT_TEXT.refusedTitle, description: result.message };
};

/**
 * The contact form. It posts to the route's action with or without JavaScript; the action
 * validates with `contactSchema` and answers with its messages, which appear under the
 * fields. With JavaScript the browser's own validation bubbles are turned off so those
 * messages are the only ones a reader sees; the schema itself stays on the server, so zod is
 * not part of the page's scripts. Without JavaScript the fields' native constraints apply first.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  // Fields edited since the last answer: their errors are cleared until the next submit.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [lastResult, setLastResult] = useState(result);

  // A new server answer replaces whatever was edited before.
  if (result !== lastResult) {
    setLastResult(result);
    setEdited(new Set());
  }

  const serverErrors: FieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const errors = Object.fromEntries(
    Object.entries(serverErrors).filter(([name]) => !edited.has(name)),
  );
  const values = result && !result.ok && "values" in result ? result.values : undefined;

  const refusal =
    result && !result.ok && result.code !== "INVALID_INPUT" ? result.message : undefined;

  useActionToast(result, contactWording);
  useEffect(() => {
    if (result?.ok) {
      formRef.current?.reset();
    } else if (result?.code === "INVALID_INPUT") {
      // The first field the server refused gets the focus, as the browser's validation would.
      const first = Object.keys(result.fieldErrors ?? {})[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [result]);

  /** Editing a field clears its error; the next submit checks again. */
  function clearError(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!errors[name]) return;
    setEdited(new Set(edited).add(name));
  }

  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate={hydrated}
      onChange={clearError}
      className="space-y-5"
      aria-describedby={result?.ok ? "contact-success" : undefined}
    >
      {result?.ok ? (
        <div
          id="contact-success"
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-600/30 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          <CheckCircle2Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{TEXT.contactSuccessTitle}</p>
            <p className="mt-0.5">{TEXT.contactSuccessBody}</p>
          </div>
        </div>
      ) : null}
      {refusal ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive dark:text-red-300"
        >
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{refusal}</p>
        </div>
      ) : null}
      {/* Honeypot: hidden from sight and from the tab order; people leave it empty. */}
      <div className="sr-only">
        <label htmlFor="contact-website">{CONTACT_TEXT.honeypotLabel}</label>
        <input
          id="contact-website"
          type="text"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" name="name" error={errors.name}>
          <Input type="text" autoComplete="name" maxLength={120} defaultValue={values?.name} />
        </FormField>
        <FormField label="Email" name="email" error={errors.email}>
          <Input type="email" autoComplete="email" maxLength={254} defaultValue={values?.email} />
        </FormField>
      </div>
      <FormField label="Subject" name="subject" error={errors.subject}>
        <Input type="text" maxLength={200} defaultValue={values?.subject} />
      </FormField>
      <FormField label="Message" name="message" error={errors.message}>
        <Textarea rows={6} maxLength={5000} defaultValue={values?.message} />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">All fields are required.</p>
        <Button type="submit" disabled={submitting} className="sm:w-auto">
          {submitting ? "Sending…" : "Send message"}
        </Button>
      </div>
    </Form>
  );
}
