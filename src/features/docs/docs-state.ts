import { CLI_DOCUMENTED_STATE, documentedStateCommit, documentedStateDate } from "@/domain/cli/documented-state";
import { docsStatusCheckedDate } from "@/domain/docs/docs-status";

/**
 * The values of the docs home's `Docs.state` message, from the documented state: the three
 * commits of state B and their dates (the marketplace and the types share theirs).
 */
export function documentedStateValues(locale: string): { cli: string; cliDate: string; marketplace: string; types: string; partsDate: string } {
  if (CLI_DOCUMENTED_STATE.marketplace.date !== CLI_DOCUMENTED_STATE.types.date) {
    throw new Error("Docs.state gives the marketplace and the types one date: write the message for two");
  }
  return {
    cli: documentedStateCommit("cli"),
    cliDate: documentedStateDate(locale, "cli"),
    marketplace: documentedStateCommit("marketplace"),
    types: documentedStateCommit("types"),
    partsDate: documentedStateDate(locale, "marketplace"),
  };
}

/** The values of `Docs.statusLink`: the day the status page's runs were made. */
export function statusLinkValues(locale: string): { date: string } {
  return { date: docsStatusCheckedDate(locale) };
}
