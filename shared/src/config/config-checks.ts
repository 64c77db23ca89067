// What every part of the runtime config's check (runtime-config.ts, remote-entry.ts) stands on.

/** A runtime-config.json the site cannot run with, or the config read before it was loaded. */
export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(`runtime-config.json: ${message}`);
    this.name = 'RuntimeConfigError';
  }
}

/** Whether a parsed JSON value is an object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a URL; else a RuntimeConfigError naming the field. */
export function requireUrl(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new RuntimeConfigError(`${field} must be a URL`);
  try {
    new URL(value);
  } catch {
    throw new RuntimeConfigError(`${field} is not a valid URL: ${value}`);
  }
  return value;
}
