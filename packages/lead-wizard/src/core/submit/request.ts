import { isRecord, requestJson, type ApiResponse, type RequestOptions } from '@vt-elements/core';
import type { SubmitContext } from './types';

/** Spec §7 paths, relative to the API host. */
export const PATHS = {
  emailExists: '/v1/learn-lab/users/exists',
  tutorValidations: '/vtwa/v3/tutor_applicants/validations',
  tutorApplicants: '/vtwa/v3/tutor_applicants',
  sourcingApplicants: '/supply/sourcing/v1/applicants',
  users: '/v1/learn-lab/users',
  contactRequests: '/v1/contact/requests',
  callback: (uuid: string) => `/v1/todos/me/callback/${encodeURIComponent(uuid)}`,
} as const;

export function apiUrl(ctx: Pick<SubmitContext, 'apiHost'>, path: string): string {
  return `${ctx.apiHost.replace(/\/+$/, '')}${path}`;
}

/** requestJson with the context's fetch and abort signal; credentials are included (§7). */
export function call<T = unknown>(ctx: SubmitContext, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  return requestJson<T>(apiUrl(ctx, path), {
    credentials: 'include',
    ...options,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
}


/** A string property of a response body ('' when missing). */
export function field(body: unknown, name: string): string {
  if (!isRecord(body)) return '';
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
