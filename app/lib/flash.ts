/** A one-time message shown as a toast after a redirect. */
export interface Flash {
  id: string;
  kind: "success" | "error";
  title: string;
}
