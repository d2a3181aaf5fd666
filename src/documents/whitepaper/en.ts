import type { WhitepaperContentFactory } from "./types";

export const whitepaperEn: WhitepaperContentFactory = (facts) => ({
  metaTitle: "White Paper",
  metaDescription:
    "How The Architech resolves a declarative genome into a full-stack project: module resolution, topological ordering, integrators, idempotent re-generation and the security of third-party modules.",
  eyebrow: "White paper",
  title: "Declarative generation of full-stack applications",
  subtitle: "How a genome of adapters and integrators is resolved, ordered and executed into a project you own.",
  byline: "Version 1.0 · The Architech team",
  toc: {
    abstract: "Abstract",
    introduction: "Introduction",
    architecture: "System architecture",
    implementation: "Implementation",
    performance: "Performance",
    security: "Security",
    "future-work": "Future work",
    conclusion: "Conclusion",
  },
  sections: {
    abstract: {
      title: "Abstract",
      blocks: [
        {
          kind: "p",
          text: `Most of the effort in starting a web application goes into assembling well-known parts and wiring them together. The Architech treats that assembly as a compilation problem. A project is described by a genome, a typed declaration of the modules it needs; a generic engine resolves the genome against a marketplace of ${facts.moduleCount} modules (${facts.adapterCount} adapters, ${facts.integratorCount} integrators), orders them by their declared dependencies and executes them to produce ordinary source code.`,
        },
        {
          kind: "p",
          text: "This paper describes the genome format, the resolution and ordering algorithm, the role of integrators in joining independent technologies, the rules that make re-generation idempotent, and the measures that keep third-party modules from becoming a supply-chain risk.",
        },
      ],
    },
    introduction: {
      title: "Introduction",
      blocks: [
        {
          kind: "p",
          text: "Scaffolding tools usually fall into two families. Template generators copy a fixed starter and leave every later change to the developer; they are simple but cannot be combined, so each combination of technologies needs its own template. Platform frameworks hide the assembly behind a runtime; they compose well but the application then depends on that runtime for as long as it lives.",
        },
        {
          kind: "p",
          text: "The Architech takes a third path. Generation is compositional, like a framework, but its output is plain code with no runtime dependency on the generator, like a template. Composition is made possible by splitting knowledge into two kinds of modules: adapters, which know how to install one technology, and integrators, which know how two or more installed technologies work together.",
        },
        {
          kind: "p",
          text: `The number of integrators grows with the pairs of technologies people actually combine, not with every possible combination. Today's catalogue covers ${facts.adapterGroups} technology groups with ${facts.integratorCount} integrators, and its ${facts.genomeCount} templates range from ${facts.smallestGenome} to ${facts.largestGenome} modules.`,
        },
      ],
    },
    architecture: {
      title: "System architecture",
      blocks: [
        { kind: "h3", text: "The genome" },
        {
          kind: "p",
          text: "A genome is a TypeScript module exporting one object: a format `version`, a `project` block (name, description, version, framework) and an ordered list of `modules`. Each entry names a module by `id`, sets `parameters` that override the module's defaults, and lists the `features` to enable. Because it is TypeScript, the genome is checked by the compiler, diffed in code review and versioned with the application it produced.",
        },
        { kind: "h3", text: "Modules" },
        {
          kind: "p",
          text: "Every module carries a manifest: its identifier, category, semantic version, the engine version it targets, the modules it depends on, the parameters it accepts (with types, choices and defaults) and the features it can switch on. Adapters are identified by a technology group and a name, such as `database/drizzle`; integrators by the technologies they join, such as `stripe-drizzle-integration`.",
        },
        { kind: "figure", figure: "integrator-manifest", caption: "The manifest facts of an integrator, as published in the marketplace catalogue." },
        { kind: "h3", text: "The engine" },
        {
          kind: "p",
          text: "The engine is deliberately ignorant of any technology. It loads the genome, fetches the manifests of the modules it names from the marketplace registry, validates parameters against each manifest, computes an execution plan and runs each module's operations against the project directory. Everything specific to Next.js, Stripe or Drizzle lives in modules.",
        },
      ],
    },
    implementation: {
      title: "Implementation",
      blocks: [
        { kind: "h3", text: "Module resolution" },
        {
          kind: "p",
          text: "Resolution turns the list of identifiers in a genome into a closed set of manifests. The engine rejects an identifier the registry does not know, and it rejects a genome that names a module without naming everything that module depends on. It does not add missing dependencies silently: choosing a database or an authentication provider is an architectural decision, and the genome is where such decisions are recorded.",
        },
        {
          kind: "p",
          text: `The current catalogue declares ${facts.dependencyLinks} dependency links. Every integrator depends on the adapters it joins; two adapters, \`content/next-intl\` and \`testing/vitest\`, depend on the framework adapter. One integrator joins three technologies at once (Sentry, Drizzle and Next.js), which is why integrators declare a list of modules rather than a pair.`,
        },
        { kind: "h3", text: "Dependency ordering" },
        {
          kind: "p",
          text: "Once the set is closed, the engine orders it topologically so that no module runs before a module it depends on. It uses Kahn's algorithm, grouping modules into layers: the first layer holds every module with no dependency inside the genome, and each later layer holds the modules whose dependencies are all in earlier layers. If a pass places nothing while modules remain, the remaining modules form a cycle and the genome is rejected with their names.",
        },
        {
          kind: "p",
          text: "Within a layer the genome's own order is kept. That makes the plan deterministic: the same genome always produces the same sequence of operations, which is the first condition for reproducible output. The figure below is computed from the catalogue when this page is built, for the SaaS starter template.",
        },
        { kind: "figure", figure: "resolution-plan", caption: "Execution plan of the SaaS starter genome: modules grouped by the layer in which they become ready." },
        { kind: "h3", text: "Integrators join adapters" },
        {
          kind: "p",
          text: "An adapter installs its technology as if it were alone: packages, configuration, environment variables and a minimal usage surface. It never assumes another adapter is present. Integrators carry everything that depends on a combination: the Stripe webhook route that writes to Drizzle tables, the Better Auth handler mounted in the Next.js router, the Zustand stores exposed to shadcn/ui components. Because integrators always sit in a later layer than the adapters they join, they can rely on those adapters' files and exports being in place.",
        },
        {
          kind: "p",
          text: "This split keeps modules small and testable. An adapter can be tested on an empty project; an integrator can be tested on a project containing exactly the adapters it joins. Replacing one technology with another means swapping one adapter and the handful of integrators that mention it, while the rest of the genome stays as it is.",
        },
        { kind: "h3", text: "Parameters and defaults" },
        {
          kind: "p",
          text: "Each parameter declared in a manifest has a type and, optionally, a default and a list of allowed choices. The engine merges genome values over defaults and validates the result before any file is touched. Parameters whose default is empty, typically API keys and other secrets, are never written into a genome with a value; they become environment variables the developer fills in.",
        },
        { kind: "h3", text: "Idempotent re-generation" },
        {
          kind: "p",
          text: "A module does not run arbitrary code against the project. It emits declarative operations that state a desired end state: a file with given contents, a key present in a JSON document, a package at a version range, a variable in an environment template. Applying an operation whose end state already holds changes nothing. Running the same genome twice therefore leaves the project exactly as the first run did.",
        },
        {
          kind: "list",
          items: [
            "Each module runs against a virtual file system: its changes reach the disk together, once the whole module has succeeded, and are rolled back if any step fails.",
            "JSON and configuration files are merged key by key, so two modules can contribute scripts or compiler options without one erasing the other.",
            "Package additions are expressed as ranges and deduplicated before a single install.",
            "A dry run (`architech new my-app.genome.ts --dry-run`) shows what would be created without writing anything, so a run can be reviewed like a migration.",
          ],
        },
        {
          kind: "p",
          text: "Idempotence is also the foundation for adding modules to an existing project, planned for the next major version: the engine re-plans the full genome, operations already satisfied are no-ops, and only the new module and its integrators change the tree.",
        },
      ],
    },
    performance: {
      title: "Performance",
      blocks: [
        {
          kind: "p",
          text: `Resolution and ordering are linear in the size of the graph: O(V + E) for V modules and E dependency links. Even the largest template, ${facts.largestGenome} modules, resolves in well under a millisecond, so planning never shows up in the time a user waits.`,
        },
        {
          kind: "p",
          text: "The time of a run is dominated by external work: official scaffolding tools such as `create-next-app` and `shadcn init`, which adapters call rather than re-implement, and the installation of npm packages. Package additions from every module are collected and installed once, when the project is finalised, instead of once per module. A typical generation finishes in about 45 seconds, most of which is the package manager's own work.",
        },
        {
          kind: "list",
          items: [
            "The CLI reports the duration of every phase (validation, planning, framework setup, adapters, integrations, finalisation), so a slow module is easy to spot.",
            "File operations are staged per module in memory and written once, after the module succeeds, rather than incrementally.",
            "Nothing in the generated project runs at start-up on behalf of the generator: the application's own performance is that of hand-written code.",
          ],
        },
      ],
    },
    security: {
      title: "Security",
      blocks: [
        {
          kind: "p",
          text: "A marketplace of third-party modules is a supply chain: a module author can, in principle, write anything into a project. The Architech's design limits what a module can do and makes what it did visible.",
        },
        { kind: "h3", text: "Threat model" },
        {
          kind: "list",
          items: [
            "A malicious or compromised module that writes harmful code or adds a harmful package.",
            "A module version silently replaced after it was reviewed.",
            "Secrets leaking into generated files or into the genome kept in version control.",
            "A module writing outside the project directory.",
          ],
        },
        { kind: "h3", text: "Mitigations" },
        {
          kind: "list",
          items: [
            "Modules are versioned and each declares the engine version it targets; a genome resolves to exact versions, and the published catalogue pins every module's source to a specific commit.",
            "Modules emit declarative operations (create a file, enhance a file, install packages) instead of executing arbitrary code, so the engine can confine every path to the project directory and show the full plan in a dry run before applying it.",
            "Secrets are parameters without defaults: they are never written into the genome, only into environment templates the developer completes locally.",
            "The output is ordinary code in a repository, reviewed, diffed and scanned by the same tools and processes as the rest of the codebase.",
            "Teams can restrict generation to a private catalogue of approved modules and versions.",
          ],
        },
        {
          kind: "p",
          text: "These measures do not remove the need for trust: installing a module is still trusting its author, as installing an npm package is. They make that trust explicit, limited in scope and auditable after the fact.",
        },
      ],
    },
    conclusion: {
      title: "Conclusion",
      blocks: [
        {
          kind: "p",
          text: "Separating a generic engine from an opinionated marketplace turns project setup into a resolvable, reviewable plan. Adapters keep each technology self-contained, integrators capture the knowledge of how technologies meet, topological ordering makes the plan deterministic, and declarative operations make it idempotent.",
        },
        {
          kind: "p",
          text: "The result is a project that starts from decisions an experienced team would make, in code its owners can read and change. The work ahead, signed modules, richer resolution and incremental upgrades, extends the same principles rather than replacing them.",
        },
      ],
    },
  },
  futureWork: {
    title: "Future work",
    blocks: [
      {
        kind: "p",
        text: "The following directions are under way or being studied. Each is marked with how far it has progressed.",
      },
    ],
    statusLabel: "Status",
    status: { research: "Research", planning: "Planning", conceptual: "Conceptual" },
    items: {
      "signed-modules": {
        title: "Signed modules and provenance",
        body: "Signing published module versions and verifying signatures at resolution time, so a genome can only resolve to artefacts produced by their declared authors.",
      },
      "capability-resolution": {
        title: "Capability-based resolution",
        body: "Letting a module require a capability, such as “a SQL database” or “a React UI kit”, rather than a specific module, and letting the engine propose the integrators a combination needs.",
      },
      "incremental-upgrades": {
        title: "Incremental upgrades",
        body: "Applying a newer module version to a project generated with an older one as a reviewable three-way merge of the module's operations and the developer's edits.",
      },
      "private-registries": {
        title: "Private registries for teams",
        body: "Self-hosted catalogues with approval workflows, so organisations can publish internal modules and restrict generation to approved versions.",
      },
      "natural-language": {
        title: "Genomes from natural language",
        body: "Producing a genome from a plain-language description of an application, with the resolver guaranteeing that whatever is proposed is valid and complete.",
      },
    },
  },
  figures: { layer: (index) => `Layer ${index}`, planFile: "execution plan", manifestFile: "stripe-drizzle-integration" },
  sourceTitle: "Read the source",
  sourceBody: "The engine described here is open source. The marketplace modules referenced in this paper are public too.",
  sourceLink: "Source code on GitHub",
});
