/** A compressed encoding the server sends, or null for the bytes as they are. */
export type Encoding = "br" | "gzip" | null;

/** br when the client takes it, else gzip, else none (q=0 refuses an encoding). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name ?? "", q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return null;
}
