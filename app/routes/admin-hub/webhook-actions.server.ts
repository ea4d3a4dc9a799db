import { refused, succeeded, type ActionAnswer } from "~/http/action-result.server";
import { isDomainError } from "~/lib/domain-error";
import { formText } from "~/lib/form-text";
import { fieldErrors } from "~/lib/schemas";
import type { Services } from "~/services.server";
import { WEBHOOK_TEXT as TEXT, webhookFormSchema } from "~/webhooks/webhook-text";
import {
  createWebhook,
  deleteWebhook,
  retryWebhookDelivery,
  updateWebhook,
} from "~/webhooks/webhooks.server";

/**
 * The integrations screen's webhook commands, one per form `intent` (administrators only: the
 * route guards). Domain refusals (a private target, a webhook gone) are thrown and the route
 * turns them into their 4xx with `refusalOf`.
 */
type WebhookCommand = (services: Services, form: FormData) => Promise<ActionAnswer>;

/** What a refused webhook form says, with the id of the form it belongs to. */
function invalid(form: FormData, errors: Record<string, string>) {
  return refused(400, "Please correct the highlighted fields.", {
    fieldErrors: errors,
    formId: formText(form, "formId").slice(0, 100),
  });
}

function parseWebhookForm(form: FormData) {
  return webhookFormSchema.safeParse({
    name: formText(form, "name"),
    event: formText(form, "event"),
    targetUrl: formText(form, "targetUrl"),
  });
}

/** The site's rule for private targets (IMPORT_ALLOW_PRIVATE_URLS; the setting is read too). */
const addressRules = (services: Services) => ({
  allowPrivateAddresses: services.imports.allowPrivateAddresses,
});

/** A refusal that names a field (a private target) is shown beside it, in the form it came from. */
async function inForm(form: FormData, work: () => Promise<ActionAnswer>): Promise<ActionAnswer> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && error.field) return invalid(form, { [error.field]: error.message });
    throw error;
  }
}

export const WEBHOOK_COMMANDS: Record<string, WebhookCommand> = {
  async "webhook-create"(services, form) {
    const parsed = parseWebhookForm(form);
    if (!parsed.success) return invalid(form, fieldErrors(parsed.error));
    return inForm(form, async () => {
      const id = await createWebhook(
        services.db,
        services.integrationSecrets,
        addressRules(services),
        formText(form, "integrationId").slice(0, 100),
        parsed.data,
      );
      return succeeded(TEXT.added, { webhookId: id });
    });
  },

  async "webhook-update"(services, form) {
    const parsed = parseWebhookForm(form);
    if (!parsed.success) return invalid(form, fieldErrors(parsed.error));
    const webhookId = formText(form, "webhookId").slice(0, 100);
    return inForm(form, async () => {
      await updateWebhook(services.db, addressRules(services), webhookId, parsed.data);
      return succeeded(TEXT.saved, { webhookId });
    });
  },

  // The confirmation dialog's button sends `intent=delete` (ConfirmDeleteDialog).
  async delete(services, form) {
    await deleteWebhook(services.db, formText(form, "webhookId").slice(0, 100));
    return succeeded(TEXT.deleted);
  },

  async "webhook-retry"(services, form) {
    await retryWebhookDelivery(services, formText(form, "deliveryId").slice(0, 100));
    return succeeded(TEXT.retried);
  },
};
