// /metrics is read by Prometheus with METRICS_TOKEN as a bearer token. Without a token configured the
// metrics are off (404): an instance never shows them to whoever reaches it by default.
import { createHash, timingSafeEqual } from 'node:crypto';
import { notFound, unauthorized } from '../../http/errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function checkMetricsToken(configured: string | null, authorization: unknown): void {
  if (!configured) throw notFound('Số liệu giám sát chưa được bật trên máy chủ này (METRICS_TOKEN)');
  const given =
    typeof authorization === 'string' && authorization.startsWith('Bearer ')
      ? authorization.slice(7).trim()
      : '';
  // Digests of equal length, compared in constant time: the comparison tells nothing of the token.
  if (!given || !timingSafeEqual(digest(given), digest(configured))) {
    throw unauthorized('Thiếu hoặc sai mã đọc số liệu giám sát');
  }
}
