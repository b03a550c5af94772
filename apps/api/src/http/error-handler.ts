import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ContractViolation } from './errors.ts';
import { databaseErrorOf } from './safe-error.ts';

const PG_MESSAGES: Record<string, [number, string, string]> = {
  '23505': [409, 'CONFLICT', 'Dữ liệu đã tồn tại'],
  '23503': [409, 'IN_USE', 'Dữ liệu đang được sử dụng, không thể thực hiện'],
  // The trips' overlap constraints (ADR 0012); the dispatch write path answers it itself first.
  '23P01': [409, 'TRIP_OVERLAP', 'Lái xe/xe vừa được phân công trùng giờ, vui lòng tải lại'],
  '22P02': [400, 'VALIDATION_ERROR', 'Dữ liệu không hợp lệ'],
  '22003': [400, 'VALIDATION_ERROR', 'Giá trị vượt quá giới hạn cho phép'],
  '22001': [400, 'VALIDATION_ERROR', 'Dữ liệu quá dài'],
  // Text the database cannot store (NUL, invalid UTF-8): refused earlier by control-characters.ts;
  // kept here so a path that escapes that check still answers 400, not 500.
  '22021': [400, 'VALIDATION_ERROR', 'Dữ liệu chứa ký tự không hợp lệ'],
  '22P05': [400, 'VALIDATION_ERROR', 'Dữ liệu chứa ký tự không hợp lệ'],
};

/** Every failure leaves as the contract's Error body; the caller's mistakes are 4xx, never 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      errorCode: 'NOT_FOUND',
      message: `Không tìm thấy đường dẫn ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  app.setErrorHandler(
    (error: FastifyError & { code?: string; cause?: { code?: string } }, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send(error.toBody());
      }
      const pgCode = databaseErrorOf(error)?.code as string | undefined;
      const pg = pgCode ? PG_MESSAGES[pgCode] : undefined;
      if (pg) return reply.code(pg[0]).send({ errorCode: pg[1], message: pg[2] });
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
      ) {
        return reply
          .code(400)
          .send({ errorCode: 'VALIDATION_ERROR', message: 'Dữ liệu gửi lên không phải JSON hợp lệ' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply
          .code(415)
          .send({ errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Định dạng dữ liệu không được hỗ trợ' });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ errorCode: 'PAYLOAD_TOO_LARGE', message: 'Dữ liệu gửi lên quá lớn' });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .code(error.statusCode)
          .send({ errorCode: 'BAD_REQUEST', message: 'Yêu cầu không hợp lệ' });
      }
      // `err` goes through safeErrorSummary (the logger's serializer): never a failed query's parameters.
      request.log.error(
        { err: error, operationId: request.operationId, sqlstate: pgCode },
        'unhandled error',
      );
      if (error instanceof ContractViolation) {
        // Only with validateResponses (tests): say what broke, so a fuzz failure is not an opaque 500.
        return reply.code(500).send({
          errorCode: 'CONTRACT_VIOLATION',
          message: `Câu trả lời sai hợp đồng API: ${error.message}`,
        });
      }
      return reply
        .code(500)
        .send({ errorCode: 'INTERNAL', message: 'Đã có lỗi xảy ra, vui lòng thử lại sau' });
    },
  );
}

/**
 * Errors the router meets before any route (Fastify's `frameworkErrors`): without this they answer English
 * JSON, and a path parameter longer than the router allows answered 414, which no operation documents.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'Tham số trên đường dẫn quá dài'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'Đường dẫn không hợp lệ'
        : 'Yêu cầu không hợp lệ';
  reply.code(400).send({ errorCode: 'VALIDATION_ERROR', message });
}

const CLIENT_ERROR_BODY = JSON.stringify({
  errorCode: 'BAD_REQUEST',
  message: 'Yêu cầu HTTP không hợp lệ (ví dụ ký tự điều khiển trong tiêu đề)',
});

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a NUL or line break in a header, a broken
 * request line): a Vietnamese 400 instead of Fastify's English "Client Error".
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\nConnection: close\r\n\r\n${CLIENT_ERROR_BODY}`,
  );
}
