import { z } from "~/lib/zod";

/** The roles an integration may have: what its Admin API calls may do, as a staff member's. */
export const INTEGRATION_ROLES = ["author", "editor"] as const;
export type IntegrationRole = (typeof INTEGRATION_ROLES)[number];

/** Ghost's key formats, which its official clients check before sending anything. */
export const ADMIN_KEY_ID_PATTERN = /^[0-9a-f]{24}$/;
export const ADMIN_SECRET_PATTERN = /^[0-9a-f]{64}$/;

export const INTEGRATION_TEXT = {
  title: "Integrations",
  intro:
    "Integrations let publishing apps, scripts and front ends use the Ghost Content API and Admin API. Each has its own keys; revoke one to cut that tool off.",
  nameLabel: "Name",
  roleLabel: "Role",
  roleHelp:
    "What the Admin API key may do: an author writes and publishes its own posts, an editor every post.",
  create: "Add integration",
  created:
    "Integration added. Copy its Admin API key now: it is shown in full only on this screen.",
  copyNow: "Copy this key now: it is shown in full only until you leave this screen.",
  hiddenSecret: "The secret is shown only when the key is made. Rotate the key to get a new one.",
  rename: "Save",
  renamed: "Name saved.",
  rotateContent: "Rotate Content API key",
  rotateAdmin: "Rotate Admin API key",
  rotated: "New key made. The old one no longer works.",
  rotatedAdmin:
    "New Admin API key made. Copy it now: it is shown in full only on this screen. The old one no longer works.",
  revoke: "Revoke",
  revokeConfirm: "Revoke this integration? Tools using its keys stop working at once.",
  revoked: "Integration revoked.",
  none: "No integrations yet.",
  contentKey: "Content API key",
  adminKey: "Admin API key",
  apiUrl: "API URL",
  lastUsed: "Last used",
  neverUsed: "Never",
  createdBy: "Acts as",
  notFound: "That integration no longer exists.",
  nameRequired: "Please enter a name.",
  nameTooLong: "Please keep the name under 100 characters.",
  roleInvalid: "Choose author or editor.",
} as const;

export const integrationNameSchema = z
  .string({ error: INTEGRATION_TEXT.nameRequired })
  .trim()
  .min(1, INTEGRATION_TEXT.nameRequired)
  .max(100, INTEGRATION_TEXT.nameTooLong);

export const integrationRoleSchema = z.enum(INTEGRATION_ROLES, {
  error: INTEGRATION_TEXT.roleInvalid,
});
