/**
 * The client's IP as the Express server determined it: the socket address, or the
 * X-Forwarded-For address only when TRUST_PROXY is set. The server overwrites any value a client
 * sends in this header, so rate limits and Better Auth's session records can rely on it.
 */
export const CLIENT_IP_HEADER = "x-techpulse-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
