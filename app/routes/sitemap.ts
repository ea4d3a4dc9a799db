// Placeholder until the sitemap resource route lands (issue 2).
export function loader() {
  return new Response("Not yet available", { status: 503 });
}
