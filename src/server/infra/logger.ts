import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(options: { level: string }): Logger {
  return pino({
    level: options.level,
    base: { service: "sonaria" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
  });
}
