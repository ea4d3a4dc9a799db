import pino from "pino";

/** Structured JSON logs on stdout. The level comes from LOG_LEVEL (validated in config). */
export const logger = pino({
  level: process.env.LOG_LEVEL || "info",
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
});
