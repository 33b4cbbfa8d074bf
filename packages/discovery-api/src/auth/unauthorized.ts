import { HttpError } from '../http/http-error.js';

/** 401 with the reason, worded for the person signing in. */
export function unauthorized(reason: string): HttpError {
  return new HttpError(401, `Sign-in required: ${reason}`, { 'www-authenticate': 'Bearer' });
}
