import type { GenomeDefinition } from "@/features/genome/genome-definition";

/** A catalogue module as the demo needs it: facts only, no prose. */
export interface DemoModule {
  id: string;
  name: string;
  category: "adapter" | "integrator";
  /** Adapters: their technology group (auth, database...). Integrators: "integration". */
  group: string;
  capabilities: string[];
  /** Files an integrator adds to the project. */
  files: string[];
}

/** A genome template prepared on the server for the demo island. */
export interface DemoTemplate {
  id: string;
  /** Name in the visitor's language. */
  name: string;
  useCase: string;
  tags: string[];
  /** Description in the visitor's language, shown with the match. */
  description: string;
  /** Keywords in every language, so a French prompt matches on the English page too. */
  keywords: string[];
  /** Descriptions in every language, for the same reason. */
  descriptions: string[];
  modules: DemoModule[];
  /** Built from the template's modules and their catalogue defaults; the prompt becomes its description. */
  genome: GenomeDefinition;
}
