/**
 * The hidden form field bots fill in. Its name looks worth filling; the forms hide it from people
 * and assistive technology. Any non-empty value marks the submission as automated. Kept apart from
 * validation.ts so the forms can use it without shipping zod to the browser.
 */
export const HONEYPOT_FIELD = "website";
