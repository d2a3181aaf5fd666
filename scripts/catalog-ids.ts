/**
 * `npm run catalog:ids` (and every `npm run build`): writes src/domain/catalog/catalog-ids.ts, the id lists of
 * src/domain/catalog/catalog.json as constants, so TypeScript knows `ModuleId`, `GenomeId` and `AdapterGroup`
 * as unions (a JSON import only gives `string`). The build runs it first; a build that
 * skips it (`astro build` alone) fails the catalogue's validation while the two disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { catalogIdsSource } from "../src/domain/catalog/catalog-ids-source";

const target = "src/domain/catalog/catalog-ids.ts";
writeFileSync(target, catalogIdsSource(JSON.parse(readFileSync("src/domain/catalog/catalog.json", "utf8"))));
console.log(`${target} written`);
