import { useEffect } from "react";
import { toast } from "~/lib/toast";
import { ADMIN_TEXT } from "~/lib/staff-text";

/** Toasts an admin action's answer once: 'Success' or 'Error' with the server's message. */
export function useResultToast(result: { ok: boolean; message: string } | undefined) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(ADMIN_TEXT.successTitle, { description: result.message });
    else toast.error(ADMIN_TEXT.errorTitle, { description: result.message });
  }, [result]);
}
