// One formatter turns every error into problem+json; nothing internal (stack, SQL) reaches the client.

import type { TProblem } from '@parley/contract/auth';
import { AppError, httpStatusOf } from '@parley/kernel/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function problem(status: number, detail: string, extra: Partial<TProblem> = {}): TProblem {
  return { type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, ...extra };
}

export function sendProblem(reply: FastifyReply, body: TProblem) {
  return reply.status(body.status).type('application/problem+json').send(body);
}

export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return sendProblem(reply, problem(httpStatusOf[error.code], error.message, { code: error.code }));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [
        error.validationContext,
        ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : []),
      ].join('.'),
      message: v.message ?? 'Invalid value',
    }));
    return sendProblem(
      reply,
      problem(400, issues[0]?.message ?? 'Invalid request', { code: 'BAD_REQUEST', issues }),
    );
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status === 500) request.log.error({ err: error }, 'unhandled error');
  const detail = status === 500 ? 'Something went wrong on our side. Please try again.' : error.message;
  return sendProblem(reply, problem(status, detail));
}
