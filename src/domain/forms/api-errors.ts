/**
 * Machine codes of the JSON API. Every error body is `{ error, code, fields? }`: `error` is an
 * English sentence for logs and curl users, `code` is stable and is what the site's forms map to
 * translated text, `fields` maps a field name to a field code (see `FieldErrorCode`).
 *
 * | code                   | status | meaning                                                      |
 * |------------------------|--------|--------------------------------------------------------------|
 * | invalid_json           | 400    | the body is not valid JSON, or names a member twice          |
 * | invalid_body           | 400    | the JSON is not an object                                    |
 * | body_incomplete        | 400    | the client closed the connection before the body ended       |
 * | bad_request            | 400    | the request line or headers cannot be parsed                 |
 * | validation_failed      | 400    | one or more fields are wrong; see `fields`                   |
 * | forbidden_origin       | 403    | the request comes from another site                          |
 * | not_found              | 404    | no such API route                                            |
 * | feedback_not_found     | 404    | no docs feedback answer with this id can be changed (unknown, |
 * |                        |        | or given more than a day ago)                                |
 * | method_not_allowed     | 405    | see `Allow`: POST, PATCH for an answer, GET and HEAD for      |
 * |                        |        | health and pages                                             |
 * | request_timeout        | 408    | the headers or body took too long to arrive                  |
 * | already_listed         | 409    | the email is already on the waitlist; `data.position` is set |
 * | payload_too_large      | 413    | the body is over 16 KiB                                      |
 * | unsupported_media_type | 415    | the body is not `application/json`                           |
 * | expectation_failed     | 417    | an `Expect` header other than `100-continue`                 |
 * | rate_limited           | 429    | over the route's limit per minute or per day; `Retry-After`  |
 * | unavailable            | 503    | the database cannot be reached (never caused by the input)   |
 */
export const API_ERROR_CODES = [
  "invalid_json",
  "invalid_body",
  "body_incomplete",
  "bad_request",
  "validation_failed",
  "forbidden_origin",
  "not_found",
  "feedback_not_found",
  "method_not_allowed",
  "request_timeout",
  "already_listed",
  "payload_too_large",
  "unsupported_media_type",
  "expectation_failed",
  "rate_limited",
  "unavailable",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Field codes found in `fields`. `<field>_required`: missing or blank; `<field>_too_long`: over
 * the limit; `<field>_invalid`: wrong type, characters or format.
 */
export type FieldErrorCode = `${string}_${"required" | "invalid" | "too_long"}`;

export interface ApiErrorBody {
  error: string;
  code: ApiErrorCode;
  fields?: Record<string, FieldErrorCode>;
  data?: { position: number };
}

export const API_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  invalid_json: "The request body is not valid JSON.",
  invalid_body: "The request body must be a JSON object.",
  body_incomplete: "The request body ended before it was complete.",
  bad_request: "The request could not be understood.",
  validation_failed: "Some fields are invalid.",
  forbidden_origin: "Cross-site requests are not allowed.",
  not_found: "There is no API route at this address.",
  feedback_not_found: "There is no answer with this id that can still be changed.",
  method_not_allowed: "This method is not allowed here.",
  request_timeout: "The request took too long to arrive.",
  already_listed: "You're already on our waitlist!",
  payload_too_large: "The request body is too large (16 KiB at most).",
  unsupported_media_type: "The request body must be JSON (Content-Type: application/json).",
  expectation_failed: "Only \"Expect: 100-continue\" is supported.",
  rate_limited: "Too many requests from this address. Retry-After gives the seconds to wait.",
  unavailable: "The service is temporarily unavailable. Please try again.",
};
