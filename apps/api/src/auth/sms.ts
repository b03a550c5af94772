// The SMS port. Default: the outbox table plus a log line (read the code there in development and
// tests). With SMS_GATEWAY_URL the message is POSTed as JSON { to, text } to an HTTP gateway.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import { smsOutbox } from '../db/schema/index.ts';

export interface SmsSender {
  send(executor: Executor, to: string, text: string): Promise<void>;
}

export function outboxSms(log: FastifyBaseLogger): SmsSender {
  return {
    async send(executor, to, text) {
      await executor.insert(smsOutbox).values({ phoneNumber: to, body: text });
      log.info({ sms: { to, text } }, `[sms] ${to}: ${text}`);
    },
  };
}

export function httpSms(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(_executor, to, text) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
