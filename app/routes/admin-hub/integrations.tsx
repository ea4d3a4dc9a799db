import { requireAdmin } from "~/auth/guards.server";
import { adminWording } from "~/components/admin/admin-wording";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { IntegrationCard, NewIntegrationForm } from "~/components/admin/integration-cards";
import { useActionToast } from "~/components/use-action-toast";
import { WebhookPanel, type WebhookFormResult } from "~/components/admin/webhook-panel";
import { refusalOf, refused, succeeded } from "~/http/action-result.server";
import { readForm } from "~/http/read-form.server";
import { siteOrigin } from "~/http/site-url.server";
import {
  INTEGRATION_TEXT as TEXT,
  integrationNameSchema,
  integrationRoleSchema,
} from "~/integrations/integration-text";
import {
  createIntegration,
  listIntegrations,
  revokeIntegration,
  rotateIntegrationAdminKey,
  rotateIntegrationContentKey,
  updateIntegration,
} from "~/integrations/integrations.server";
import type { ActionResult } from "~/lib/action-result";
import { formText } from "~/lib/form-text";
import { fieldErrors } from "~/lib/schemas";
import { z } from "~/lib/zod";
import { listWebhooks } from "~/webhooks/webhooks.server";
import type { Route } from "./+types/integrations";
import { WEBHOOK_COMMANDS } from "./webhook-actions.server";

export const meta: Route.MetaFunction = () => [
  { title: "Integrations | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "page", context.services.auth);
  const { db, integrationSecrets } = context.services;
  const integrations = await listIntegrations(db);
  const webhooks = await listWebhooks(
    db,
    integrationSecrets,
    integrations.map((integration) => integration.id),
  );
  return { integrations, webhooks, apiUrl: siteOrigin(request) };
}

const integrationForm = z.object({ name: integrationNameSchema, role: integrationRoleSchema });

/** The Admin API key just made, for the screen to show in full until it is left. */
type Revealed = { revealed?: { id: string; adminKey: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, "data", context.services.auth);
  const { services } = context;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const webhookCommand = Object.hasOwn(WEBHOOK_COMMANDS, intent) ? WEBHOOK_COMMANDS[intent] : null;
  if (webhookCommand) {
    try {
      return await webhookCommand(services, form);
    } catch (error) {
      return refusalOf(error);
    }
  }
  const id = formText(form, "id").slice(0, 100);
  if (intent === "create" || intent === "update") {
    const parsed = integrationForm.safeParse({
      name: formText(form, "name"),
      role: formText(form, "role"),
    });
    if (!parsed.success) {
      return refused(400, "Please correct the highlighted fields.", {
        fieldErrors: fieldErrors(parsed.error),
      });
    }
    if (intent === "update") {
      if (!(await updateIntegration(services.db, id, parsed.data))) {
        return refused(404, TEXT.notFound);
      }
      return succeeded(TEXT.renamed);
    }
    const made = await createIntegration(services, services.integrationSecrets, {
      ...parsed.data,
      createdBy: user.id,
    });
    return succeeded<Revealed>(TEXT.created, {
      revealed: { id: made.id, adminKey: made.adminKey },
    });
  }
  if (intent === "rotate-content") {
    if (!(await rotateIntegrationContentKey(services, id))) return refused(404, TEXT.notFound);
    return succeeded(TEXT.rotated);
  }
  if (intent === "rotate-admin") {
    const adminKey = await rotateIntegrationAdminKey(services.db, services.integrationSecrets, id);
    if (!adminKey) return refused(404, TEXT.notFound);
    return succeeded<Revealed>(TEXT.rotatedAdmin, { revealed: { id, adminKey } });
  }
  if (intent === "revoke") {
    if (!(await revokeIntegration(services, id))) return refused(404, TEXT.notFound);
    return succeeded(TEXT.revoked);
  }
  return refused(400, "Unknown action.");
}

export default function AdminIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData, adminWording);
  const result = actionData as
    (ActionResult<Revealed> & { fieldErrors?: Record<string, string> }) | undefined;
  const revealed = result?.ok ? result.revealed : undefined;
  const webhookResult = actionData as WebhookFormResult;
  // A webhook form's refusal names its form (`formId`): it is shown there, not here.
  const errors = result && !result.ok && !webhookResult?.formId ? (result.fieldErrors ?? {}) : {};
  return (
    <section>
      <AdminPageHeader title={TEXT.title} description={TEXT.intro} />
      {/* Keyed by the integration just made: the form starts empty again after each. */}
      <NewIntegrationForm key={revealed?.id ?? "new"} errors={errors} />
      <div className="mt-8 grid gap-6">
        {loaderData.integrations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.none}</p>
        ) : (
          loaderData.integrations.map((integration) => (
            <IntegrationCard
              key={integration.id}
              integration={integration}
              apiUrl={loaderData.apiUrl}
              revealedAdminKey={revealed?.id === integration.id ? revealed.adminKey : null}
            >
              <WebhookPanel
                integrationId={integration.id}
                webhooks={loaderData.webhooks.filter(
                  (webhook) => webhook.integrationId === integration.id,
                )}
                result={webhookResult}
              />
            </IntegrationCard>
          ))
        )}
      </div>
    </section>
  );
}
