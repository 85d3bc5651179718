export function errorSummary(error: unknown): string;
export function stackFrames(error: unknown, count?: number): string;
