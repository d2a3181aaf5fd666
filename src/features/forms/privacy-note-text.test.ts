import { describe, expect, it } from "vitest";
import { getTranslator } from "@/i18n/translator";
import { DEFAULT_RETENTION_DAYS } from "@/lib/data-retention";
import { privacyNoteText } from "./privacy-note-text";

describe("privacyNoteText", () => {
  it("links each form to the privacy page of its language", () => {
    expect(privacyNoteText("en", "Waitlist").href).toBe("/privacy");
    expect(privacyNoteText("fr", "ContactForm").href).toBe("/fr/privacy");
  });

  it("says what each form's data is for, then names the page", () => {
    for (const form of ["Waitlist", "ContactForm", "DemoRequestForm", "DocsFeedback"] as const) {
      const note = privacyNoteText("fr", form);
      expect(note.text).toBe(getTranslator("fr", form)("privacy", { days: DEFAULT_RETENTION_DAYS }));
      expect(note.link).toBe("Confidentialité");
    }
    expect(privacyNoteText("en", "ContactForm").text).toContain(`after ${DEFAULT_RETENTION_DAYS} days`);
    expect(privacyNoteText("fr", "DemoRequestForm").text).toContain(`au bout de ${DEFAULT_RETENTION_DAYS} jours`);
    expect(privacyNoteText("en", "DocsFeedback").text).toContain(`after ${DEFAULT_RETENTION_DAYS} days`);
    expect(new Set(["Waitlist", "ContactForm", "DemoRequestForm", "DocsFeedback"].map((form) => privacyNoteText("en", form as "Waitlist").text)).size).toBe(4);
  });
});
