// JSON POST to the public REST API; failures carry the problem+json `detail` the user should read.
import type { TProblem } from '@parley/contract/auth';
import { DASHBOARD_MESSAGES } from '../messages';

export class ProblemError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly issues: TProblem['issues'] = [],
  ) {
    super(detail);
    this.name = 'ProblemError';
  }
}

export async function postJson<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ProblemError(0, DASHBOARD_MESSAGES.networkError);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (data ?? {}) as Partial<TProblem>;
    throw new ProblemError(
      response.status,
      problem.detail || DASHBOARD_MESSAGES.unexpectedError,
      problem.issues,
    );
  }
  return data as T;
}
