// PostgreSQL unique_violation (23505): handlers that race on a unique index turn it into their own
// 409 message; the generic mapping for everything else is in http/error-handler.ts.
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
