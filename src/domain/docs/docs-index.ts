// Generated from the frontmatter of src/content/docs by scripts/docs-index.ts: do not edit by hand.
import type { DocsIndexEntry } from "./docs-index-entry";

/** Every documentation page, in sidebar order. */
export const docsIndex = [
  {
    slug: "start/introduction",
    order: 1,
    title: { en: "Introduction", fr: "Introduction" },
    description: { en: "What the architech CLI does, what a genome is, where the marketplace's modules come from, and which state of the CLI these pages describe.", fr: "Ce que fait la CLI architech, ce qu’est un génome, d’où viennent les modules de la marketplace, et quel état de la CLI décrivent ces pages." },
  },
  {
    slug: "start/installation",
    order: 2,
    title: { en: "Installation", fr: "Installation" },
    description: { en: "The npm package does not install today: build the CLI state these pages describe from source, step by step, with what each step prints.", fr: "Le paquet npm ne s’installe pas aujourd’hui : construisez depuis les sources l’état de la CLI que décrivent ces pages, pas à pas, avec ce qu’affiche chaque étape." },
  },
  {
    slug: "start/quick-start",
    order: 3,
    title: { en: "Quick start", fr: "Démarrage rapide" },
    description: { en: "From a genome file to a generated project at state B, with what each step printed and what is left to do by hand.", fr: "D’un fichier génome à un projet généré dans l’état B, avec ce qu’a affiché chaque étape et ce qu’il reste à faire à la main." },
  },
  {
    slug: "status",
    order: 4,
    title: { en: "Status", fr: "État" },
    description: { en: "What works and what does not in the CLI state these pages describe, each with its workaround, as checked on 28 November 2026.", fr: "Ce qui fonctionne et ce qui ne fonctionne pas dans l’état de la CLI que décrivent ces pages, chacun avec son contournement, vérifié le 28 novembre 2026." },
  },
  {
    slug: "concepts/genomes",
    order: 1,
    title: { en: "Genomes", fr: "Génomes" },
    description: { en: "A genome is the TypeScript file that describes a project, and new turns it into one.", fr: "Un génome est le fichier TypeScript qui décrit un projet, et new en fait un projet." },
  },
  {
    slug: "concepts/adapters-and-integrators",
    order: 2,
    title: { en: "Adapters and integrators", fr: "Adaptateurs et intégrateurs" },
    description: { en: "Adapters bring one technology each into a project, and integrators wire two or three of them together.", fr: "Un adaptateur apporte une technologie au projet, un intégrateur en relie deux ou trois." },
  },
  {
    slug: "concepts/parameters-and-features",
    order: 3,
    title: { en: "Parameters and features", fr: "Paramètres et fonctionnalités" },
    description: { en: "How a genome sets a module's parameters and features, and what state B does with each.", fr: "Comment un génome règle les paramètres et les fonctionnalités d’un module, et ce que l’état B fait de chacun." },
  },
  {
    slug: "concepts/templates",
    order: 4,
    title: { en: "Templates", fr: "Templates" },
    description: { en: "The templates are this site's ready-made genomes; the names the CLI lists are something else.", fr: "Les templates sont les génomes prêts à l’emploi de ce site ; les noms que liste la CLI sont autre chose." },
  },
  {
    slug: "concepts/marketplace-and-module-ids",
    order: 5,
    title: { en: "Marketplace and module ids", fr: "Marketplace et identifiants de modules" },
    description: { en: "What the marketplace holds, how its modules are named, and how the CLI reads a module id.", fr: "Ce que contient la marketplace, comment ses modules sont nommés et comment la CLI lit un identifiant de module." },
  },
  {
    slug: "reference/genome-file",
    order: 1,
    title: { en: "Genome file", fr: "Fichier génome" },
    description: { en: "Every field of a .genome.ts file, the defaults new fills in, and the rules state B needs, with the reason for each.", fr: "Chaque champ d’un fichier .genome.ts, les valeurs par défaut que new remplit et les règles dont l’état B a besoin, chacune avec sa raison." },
  },
  {
    slug: "reference/cli/overview",
    order: 2,
    title: { en: "CLI overview", fr: "Vue d’ensemble de la CLI" },
    description: { en: "The CLI at state B: its two commands, the five subcommands its help lists and what each does when run, its options, exit codes and environment.", fr: "La CLI à l’état B : ses deux commandes, les cinq sous-commandes que liste son aide et ce que chacune fait quand on la lance, ses options, codes de sortie et environnement." },
  },
  {
    slug: "reference/cli/new",
    order: 3,
    title: { en: "architech new", fr: "architech new" },
    description: { en: "Generates a project from a .genome.ts file: it runs the file with tsx, then each module's blueprint, the framework first.", fr: "Génère un projet à partir d’un fichier .genome.ts : elle exécute le fichier avec tsx, puis le blueprint de chaque module, le framework en premier." },
  },
  {
    slug: "reference/cli/add",
    order: 4,
    title: { en: "architech add", fr: "architech add" },
    description: { en: "Prints that adding a feature is not implemented, changes no file, and exits with 1.", fr: "Affiche que l’ajout d’une fonctionnalité n’est pas implémenté, ne modifie aucun fichier et se termine avec le code 1." },
  },
  {
    slug: "reference/cli/scale",
    order: 5,
    title: { en: "architech scale", fr: "architech scale" },
    description: { en: "Prints that scaling a project to a monorepo is a V2 feature not yet implemented, changes nothing, and exits with 0.", fr: "Affiche que passer un projet en monorepo est une fonctionnalité V2 non implémentée, ne modifie rien et se termine avec le code 0." },
  },
  {
    slug: "reference/cli/list-genomes",
    order: 6,
    title: { en: "architech list-genomes", fr: "architech list-genomes" },
    description: { en: "Lists the YAML recipes of a genomes folder in the current folder; without one, it finds none.", fr: "Liste les recettes YAML d’un dossier genomes placé dans le dossier courant ; sans lui, elle n’en trouve aucune." },
  },
  {
    slug: "reference/cli/marketplace",
    order: 7,
    title: { en: "architech marketplace", fr: "architech marketplace" },
    description: { en: "Its five subcommands, also under the name mp, each print that the marketplace is temporarily disabled.", fr: "Ses cinq sous-commandes, aussi sous le nom mp, affichent chacune que la marketplace est temporairement désactivée." },
  },
  {
    slug: "reference/modules",
    order: 8,
    title: { en: "Modules", fr: "Modules" },
    description: { en: "Every module of the marketplace by group, each linked to its page with its parameters, features and dependencies.", fr: "Tous les modules de la marketplace par groupe, chacun relié à sa page avec ses paramètres, ses fonctionnalités et ses dépendances." },
  },
  {
    slug: "reference/versions",
    order: 9,
    title: { en: "Versions", fr: "Versions" },
    description: { en: "What the states of the CLI after state B changed, dated and sourced: new's options, analyze, config, the marketplace without integrators, the renamed package and 2.0.0.", fr: "Ce qu’ont changé les états de la CLI postérieurs à l’état B, datés et sourcés : les options de new, analyze, config, la marketplace sans intégrateurs, le paquet renommé et la 2.0.0." },
  },
  {
    slug: "authoring/module-layout",
    order: 1,
    title: { en: "Module layout", fr: "Structure d’un module" },
    description: { en: "Where an adapter and an integrator live in the marketplace repository, which files they hold, and how they are named.", fr: "Où se trouvent un adaptateur et un intégrateur dans le dépôt de la marketplace, quels fichiers ils contiennent et comment ils sont nommés." },
  },
  {
    slug: "authoring/adapter-json",
    order: 2,
    title: { en: "adapter.json", fr: "adapter.json" },
    description: { en: "Every field of an adapter's adapter.json, its parameter schema and its features.", fr: "Chaque champ de l’adapter.json d’un adaptateur, son schéma de paramètres et ses fonctionnalités." },
  },
  {
    slug: "authoring/integration-json",
    order: 3,
    title: { en: "integration.json", fr: "integration.json" },
    description: { en: "Every field of an integrator's integration.json, and how its sub-features reach its blueprint.", fr: "Chaque champ de l’integration.json d’un intégrateur, et comment ses sous-fonctionnalités parviennent à son blueprint." },
  },
  {
    slug: "authoring/blueprints",
    order: 4,
    title: { en: "Blueprints", fr: "Blueprints" },
    description: { en: "A module's blueprint.ts: its fields, the action types the CLI runs, file modifiers, conditions and template variables.", fr: "Le blueprint.ts d’un module : ses champs, les types d’actions que la CLI exécute, les modificateurs de fichiers, les conditions et les variables de template." },
  },
  {
    slug: "authoring/testing-and-publishing",
    order: 5,
    title: { en: "Testing and publishing a module", fr: "Tester et publier un module" },
    description: { en: "How to check a module locally against a genome, and how a module reaches the published marketplace.", fr: "Comment vérifier un module en local avec un génome, et comment un module rejoint la marketplace publiée." },
  },
  {
    slug: "guides/compose-and-run",
    order: 1,
    title: { en: "Compose a genome in the browser and run it", fr: "Composer un génome dans le navigateur et le lancer" },
    description: { en: "Build a genome with the composer, download it, and generate the project with the CLI.", fr: "Construire un génome avec le composeur, le télécharger et générer le projet avec la CLI." },
  },
  {
    slug: "guides/choose-between-modules",
    order: 2,
    title: { en: "Choose between two modules of a group", fr: "Choisir entre deux modules d’un même groupe" },
    description: { en: "How to compare two adapters of the same group, with Drizzle and Prisma as the example.", fr: "Comment comparer deux adaptateurs d’un même groupe, avec Drizzle et Prisma pour exemple." },
  },
  {
    slug: "guides/generation-in-ci",
    order: 3,
    title: { en: "Run generation in CI", fr: "Lancer la génération en CI" },
    description: { en: "Build state B and generate a project from a committed genome in a CI job, and what such a job can and cannot tell you.", fr: "Construire l’état B et générer un projet à partir d’un génome versionné dans un job de CI, et ce qu’un tel job peut vous dire ou non." },
  },
  {
    slug: "troubleshooting/errors",
    order: 1,
    title: { en: "Errors", fr: "Erreurs" },
    description: { en: "The messages state B and its installation print, what each one means and what to do about it.", fr: "Les messages qu’affichent l’état B et son installation, ce que chacun signifie et que faire." },
  },
] as const satisfies readonly DocsIndexEntry[];
