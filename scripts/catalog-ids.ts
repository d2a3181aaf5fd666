/**
 * node --import tsx scripts/catalog-ids.ts: writes src/data/catalog-ids.ts, the id lists of
 * src/data/catalog.json as constants, so TypeScript knows `ModuleId`, `GenomeId` and `AdapterGroup`
 * as unions (a JSON import only gives `string`). Run it after replacing catalog.json; the catalogue's
 * validation fails the build while the two disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { catalogIdsSource } from "../src/data/catalog-ids-source";

const target = "src/data/catalog-ids.ts";
writeFileSync(target, catalogIdsSource(JSON.parse(readFileSync("src/data/catalog.json", "utf8"))));
console.log(`${target} written`);
