import type { ToastWording } from "~/components/use-action-toast";
import { ADMIN_TEXT } from "~/lib/staff-text";

/** The admin screens: 'Success' or 'Error' as the title, the server's message beneath it. */
export const adminWording: ToastWording = (result) => ({
  kind: result.ok ? "success" : "error",
  title: result.ok ? ADMIN_TEXT.successTitle : ADMIN_TEXT.errorTitle,
  description: result.message,
});
