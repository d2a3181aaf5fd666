import { formIslandProps, type FormIslandProps } from "@/features/forms/form-island-props";
import type { Locale } from "@/i18n/routing";
import { DEMO_REQUEST_LIMITS } from "@/domain/forms/demo-request";

export type DemoRequestFormProps = FormIslandProps<"DemoRequestForm", never>;

/** The demo-request island's props: its translated strings, computed at build time (no catalogue ships). */
export function demoRequestFormProps(locale: Locale): DemoRequestFormProps {
  return formIslandProps(locale, "DemoRequestForm", {
    email: { required: true },
    company: { required: true, max: DEMO_REQUEST_LIMITS.company },
    message: { required: false, max: DEMO_REQUEST_LIMITS.message },
  });
}
