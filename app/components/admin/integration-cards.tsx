import { Form, useNavigation } from "react-router";
import {
  INTEGRATION_ROLES,
  INTEGRATION_TEXT as TEXT,
  type IntegrationRole,
} from "~/integrations/integration-text";
import { LocalDateTime } from "../local-date-time";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

export interface IntegrationView {
  id: string;
  name: string;
  role: IntegrationRole;
  adminKeyId: string;
  contentKey: string | null;
  createdByName: string | null;
  lastUsedAt: string | null;
}

/** The role's select; FormField gives it its id, name and described-by. */
function RoleSelect({
  defaultValue = "author",
  ...props
}: React.SelectHTMLAttributes<HTMLSelectElement> & { defaultValue?: IntegrationRole }) {
  return (
    <select {...props} className={selectClass} defaultValue={defaultValue}>
      {INTEGRATION_ROLES.map((role) => (
        <option key={role} value={role}>
          {role === "author" ? "Author" : "Editor"}
        </option>
      ))}
    </select>
  );
}

/** The form that adds an integration: a name and a role. */
export function NewIntegrationForm({ errors }: { errors: Record<string, string> }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid max-w-2xl gap-4 rounded-lg border p-4">
      <input type="hidden" name="intent" value="create" />
      <FormField label={TEXT.nameLabel} name="name" error={errors.name}>
        <Input maxLength={100} autoComplete="off" />
      </FormField>
      <FormField label={TEXT.roleLabel} name="role" error={errors.role} hint={TEXT.roleHelp}>
        <RoleSelect />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {TEXT.create}
        </Button>
      </div>
    </Form>
  );
}

function ReadOnlyKey({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} readOnly value={value} className="font-mono text-xs sm:text-sm" />
    </div>
  );
}

/**
 * One integration: its keys (the Admin API key in full only right after it was made, in
 * `revealedAdminKey`), its name and role, and the commands that rotate and revoke.
 */
export function IntegrationCard({
  integration,
  apiUrl,
  revealedAdminKey,
  children,
}: {
  integration: IntegrationView;
  apiUrl: string;
  revealedAdminKey: string | null;
  /** What hangs off the integration (its webhooks). */
  children?: React.ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const headingId = `integration-${integration.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {integration.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {TEXT.lastUsed}:{" "}
          {integration.lastUsedAt ? <LocalDateTime iso={integration.lastUsedAt} /> : TEXT.neverUsed}
          {integration.createdByName ? ` · ${TEXT.createdBy} ${integration.createdByName}` : ""}
        </p>
      </div>
      <ReadOnlyKey id={`${headingId}-url`} label={TEXT.apiUrl} value={apiUrl} />
      <ReadOnlyKey
        id={`${headingId}-content`}
        label={TEXT.contentKey}
        value={integration.contentKey ?? ""}
      />
      {revealedAdminKey ? (
        <div className="grid gap-1.5">
          <ReadOnlyKey id={`${headingId}-admin`} label={TEXT.adminKey} value={revealedAdminKey} />
          <p role="status" className="text-sm font-medium">
            {TEXT.copyNow}
          </p>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <ReadOnlyKey
            id={`${headingId}-admin`}
            label={TEXT.adminKey}
            value={`${integration.adminKeyId}:••••••••`}
          />
          <p className="text-sm text-muted-foreground">{TEXT.hiddenSecret}</p>
        </div>
      )}
      <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={integration.id} />
        <FormField label={TEXT.nameLabel} name="name" error={undefined}>
          <Input maxLength={100} defaultValue={integration.name} autoComplete="off" />
        </FormField>
        <FormField label={TEXT.roleLabel} name="role" error={undefined}>
          <RoleSelect defaultValue={integration.role} />
        </FormField>
        <Button type="submit" variant="outline" disabled={busy}>
          {TEXT.rename}
        </Button>
      </Form>
      <div className="flex flex-wrap gap-2">
        {(["rotate-content", "rotate-admin"] as const).map((intent) => (
          <Form method="post" key={intent}>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="id" value={integration.id} />
            <Button type="submit" variant="outline" disabled={busy}>
              {intent === "rotate-content" ? TEXT.rotateContent : TEXT.rotateAdmin}
            </Button>
          </Form>
        ))}
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(TEXT.revokeConfirm)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={integration.id} />
          <Button type="submit" variant="destructive" disabled={busy}>
            {TEXT.revoke}
          </Button>
        </Form>
      </div>
      {children}
    </article>
  );
}
