import { describeConflictFreeLooks } from "@/test/conflict-free-looks";
import { choiceCardVariantConfig, choiceCardVariants } from "./choice-card";

describeConflictFreeLooks({ "choice card": { config: choiceCardVariantConfig, look: choiceCardVariants } });
