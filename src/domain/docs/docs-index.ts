// Generated from the frontmatter of src/content/docs by scripts/docs-index.ts: do not edit by hand.
import type { DocsIndexEntry } from "./docs-index-entry";

/** Every documentation page, in sidebar order. */
export const docsIndex = [
  {
    slug: "start/introduction",
    order: 1,
    title: { en: "Introduction", fr: "Introduction" },
    description: { en: "What the architech CLI does, what a genome is, and where the marketplace's modules come from.", fr: "Ce que fait la CLI architech, ce qu’est un génome et d’où viennent les modules de la marketplace." },
  },
  {
    slug: "start/installation",
    order: 2,
    title: { en: "Installation", fr: "Installation" },
    description: { en: "The requirements of the architech CLI, the command that installs it, and how to check that it works.", fr: "Les prérequis de la CLI architech, la commande qui l’installe et la façon de vérifier qu’elle fonctionne." },
  },
  {
    slug: "start/quick-start",
    order: 3,
    title: { en: "Quick start", fr: "Démarrage rapide" },
    description: { en: "From a genome file, taken from a template or the composer, to a generated project with its packages installed.", fr: "D’un fichier génome, pris dans un template ou dans le composeur, à un projet généré avec ses paquets installés." },
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
    description: { en: "How a genome sets a module's parameters and turns its features on, and how the CLI checks both.", fr: "Comment un génome règle les paramètres d’un module et active ses fonctionnalités, et comment la CLI vérifie les deux." },
  },
  {
    slug: "concepts/templates",
    order: 4,
    title: { en: "Templates", fr: "Templates" },
    description: { en: "Ready-made genomes to start from: the templates on this site, and the genomes the CLI knows by name.", fr: "Des génomes prêts à l’emploi pour démarrer : les templates de ce site, et les génomes que la CLI connaît par leur nom." },
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
    description: { en: "Every field of a .genome.ts file: its type, whether it is required, the default new fills in, and the rules it must follow.", fr: "Chaque champ d’un fichier .genome.ts : son type, s’il est requis, la valeur par défaut que new remplit et les règles qu’il doit suivre." },
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
    description: { en: "Generate a project from a committed genome in a CI pipeline, and check the result.", fr: "Générer un projet à partir d’un génome versionné dans un pipeline de CI, et vérifier le résultat." },
  },
  {
    slug: "troubleshooting/errors",
    order: 1,
    title: { en: "Errors", fr: "Erreurs" },
    description: { en: "The errors the CLI and its guides document, what each one means and what to do about it.", fr: "Les erreurs que documentent la CLI et ses guides, ce que chacune signifie et que faire." },
  },
] as const satisfies readonly DocsIndexEntry[];
