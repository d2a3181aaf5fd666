import { HONEYPOT_FIELD } from "@/domain/forms/honeypot";

/**
 * The field only bots fill in: off-screen, hidden from assistive technology and out of the tab
 * order. Every form sends its value; the server drops a submission that has one.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
