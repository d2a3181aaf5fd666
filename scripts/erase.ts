/**
 * `npm run erase -- <email>`: removes every row holding that address (normalised as sign-ups are)
 * from every table of the database the server uses, in one transaction, safe while it runs;
 * waitlist entries behind an erased one move up one place. Prints what was removed.
 */
import { eraseAddress, parseAddress } from "@/server/maintenance/erase";
import { describeErasure } from "@/server/maintenance/erase-report";
import { runMaintenanceCommand } from "./lib/maintenance-command";

const USAGE = "Usage: npm run erase -- <email>";

runMaintenanceCommand({
  usage: USAGE,
  checkArgs: (positionals) => {
    if (positionals.length !== 1) return USAGE;
    const address = parseAddress(positionals[0]!);
    return address.ok ? null : address.problem;
  },
  failure: "Erasure failed, nothing was removed",
  run: async (store, _env, [raw]) => {
    const address = parseAddress(raw!);
    if (!address.ok) throw new Error(address.problem);
    return describeErasure(await eraseAddress(store, address.email));
  },
});
