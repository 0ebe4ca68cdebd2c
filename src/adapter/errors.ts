import { type ErrorCode, message } from './messages.ts';

/**
 * Every check of the lesson fails with one of these. The code is stable (the
 * reference, the docs and the tests key on it); the message is the catalog's
 * Chinese text, the language the lesson's adapter writes in; a page in
 * English shows the catalog's English beside it (messagesIn, by the text).
 */
export class AdapterError extends Error {
  override name = 'AdapterError';
  readonly code: ErrorCode;

  constructor(code: ErrorCode) {
    super(message(code));
    this.code = code;
  }
}
