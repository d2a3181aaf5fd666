import type { WhitepaperContentFactory } from "./types";

export const whitepaperFr: WhitepaperContentFactory = (facts) => ({
  metaTitle: "Livre blanc",
  metaDescription:
    "Comment The Architech transforme un génome déclaratif en projet full-stack : résolution des modules, tri topologique, intégrateurs, régénération idempotente et sécurité des modules tiers.",
  eyebrow: "Livre blanc",
  title: "Génération déclarative d'applications full-stack",
  subtitle: "Comment un génome d'adaptateurs et d'intégrateurs est résolu, ordonné puis exécuté pour produire un projet qui vous appartient.",
  byline: "Version 1.0 · L'équipe The Architech",
  toc: {
    abstract: "Résumé",
    introduction: "Introduction",
    architecture: "Architecture du système",
    implementation: "Implémentation",
    performance: "Performances",
    security: "Sécurité",
    "future-work": "Travaux futurs",
    conclusion: "Conclusion",
  },
  sections: {
    abstract: {
      title: "Résumé",
      blocks: [
        {
          kind: "p",
          text: `L'essentiel de l'effort au lancement d'une application web consiste à assembler des briques connues et à les relier entre elles. The Architech traite cet assemblage comme un problème de compilation. Un projet est décrit par un génome, une déclaration typée des modules dont il a besoin ; un moteur générique résout ce génome auprès d'une marketplace de ${facts.moduleCount} modules (${facts.adapterCount} adaptateurs, ${facts.integratorCount} intégrateurs), les ordonne selon leurs dépendances déclarées et les exécute pour produire du code source ordinaire.`,
        },
        {
          kind: "p",
          text: "Ce document décrit le format du génome, l'algorithme de résolution et d'ordonnancement, le rôle des intégrateurs dans la jonction de technologies indépendantes, les règles qui rendent la régénération idempotente et les mesures qui empêchent les modules tiers de devenir un risque pour la chaîne d'approvisionnement.",
        },
      ],
    },
    introduction: {
      title: "Introduction",
      blocks: [
        {
          kind: "p",
          text: "Les outils d'amorçage de projet se rangent généralement en deux familles. Les générateurs de modèles copient un starter figé et laissent chaque évolution au développeur : ils sont simples mais ne se combinent pas, si bien que chaque combinaison de technologies exige son propre modèle. Les frameworks-plateformes cachent l'assemblage derrière un runtime : ils se composent bien, mais l'application dépend ensuite de ce runtime pendant toute sa vie.",
        },
        {
          kind: "p",
          text: "The Architech emprunte une troisième voie. La génération est compositionnelle, comme avec un framework, mais elle produit du code ordinaire sans aucune dépendance d'exécution envers le générateur, comme avec un modèle. La composition repose sur un découpage du savoir en deux types de modules : les adaptateurs, qui savent installer une technologie, et les intégrateurs, qui savent faire travailler ensemble deux technologies installées ou plus.",
        },
        {
          kind: "p",
          text: `Le nombre d'intégrateurs croît avec les paires de technologies réellement combinées, et non avec toutes les combinaisons possibles. Le catalogue actuel couvre ${facts.adapterGroups} familles technologiques avec ${facts.integratorCount} intégrateurs, et ses ${facts.genomeCount} modèles vont de ${facts.smallestGenome} à ${facts.largestGenome} modules.`,
        },
      ],
    },
    architecture: {
      title: "Architecture du système",
      blocks: [
        { kind: "h3", text: "Le génome" },
        {
          kind: "p",
          text: "Un génome est un module TypeScript qui exporte un seul objet : une `version` de format, un bloc `project` (nom, description, version, framework) et une liste ordonnée de `modules`. Chaque entrée désigne un module par son `id`, fixe des `parameters` qui remplacent les valeurs par défaut du module et liste les `features` à activer. Comme il est écrit en TypeScript, le génome est vérifié par le compilateur, relu en revue de code et versionné avec l'application qu'il a produite.",
        },
        { kind: "h3", text: "Les modules" },
        {
          kind: "p",
          text: "Chaque module porte un manifeste : son identifiant, sa catégorie, sa version sémantique, la version du moteur qu'il cible, les modules dont il dépend, les paramètres qu'il accepte (avec types, choix possibles et valeurs par défaut) et les fonctionnalités qu'il peut activer. Un adaptateur est identifié par une famille technologique et un nom, comme `database/drizzle` ; un intégrateur par les technologies qu'il relie, comme `stripe-drizzle-integration`.",
        },
        { kind: "figure", figure: "integrator-manifest", caption: "Les informations de manifeste d'un intégrateur, telles que publiées dans le catalogue de la marketplace." },
        { kind: "h3", text: "Le moteur" },
        {
          kind: "p",
          text: "Le moteur ignore volontairement toute technologie. Il charge le génome, récupère auprès du registre de la marketplace les manifestes des modules cités, valide les paramètres au regard de chaque manifeste, calcule un plan d'exécution et applique les opérations de chaque module au répertoire du projet. Tout ce qui est propre à Next.js, Stripe ou Drizzle vit dans les modules.",
        },
      ],
    },
    implementation: {
      title: "Implémentation",
      blocks: [
        { kind: "h3", text: "Résolution des modules" },
        {
          kind: "p",
          text: "La résolution transforme la liste d'identifiants d'un génome en un ensemble fermé de manifestes. Le moteur refuse un identifiant inconnu du registre, et il refuse un génome qui cite un module sans citer tout ce dont ce module dépend. Il n'ajoute pas de dépendance manquante en silence : choisir une base de données ou un fournisseur d'authentification est une décision d'architecture, et c'est dans le génome que ces décisions sont consignées.",
        },
        {
          kind: "p",
          text: `Le catalogue actuel déclare ${facts.dependencyLinks} liens de dépendance. Chaque intégrateur dépend des adaptateurs qu'il relie ; deux adaptateurs, \`content/next-intl\` et \`testing/vitest\`, dépendent de l'adaptateur de framework. Un intégrateur relie trois technologies à la fois (Sentry, Drizzle et Next.js) : c'est pourquoi un intégrateur déclare une liste de modules plutôt qu'une paire.`,
        },
        { kind: "h3", text: "Ordonnancement des dépendances" },
        {
          kind: "p",
          text: "Une fois l'ensemble fermé, le moteur le trie topologiquement pour qu'aucun module ne s'exécute avant un module dont il dépend. Il applique l'algorithme de Kahn en regroupant les modules par couches : la première couche contient tous les modules sans dépendance à l'intérieur du génome, et chaque couche suivante ceux dont toutes les dépendances figurent dans les couches précédentes. Si une passe ne place aucun module alors qu'il en reste, ces modules forment un cycle et le génome est refusé en les nommant.",
        },
        {
          kind: "p",
          text: "À l'intérieur d'une couche, l'ordre du génome est conservé. Le plan est donc déterministe : un même génome produit toujours la même suite d'opérations, première condition d'un résultat reproductible. La figure ci-dessous est calculée à partir du catalogue au moment de la construction de cette page, pour le modèle SaaS.",
        },
        { kind: "figure", figure: "resolution-plan", caption: "Plan d'exécution du génome SaaS : les modules regroupés selon la couche où ils deviennent prêts." },
        { kind: "h3", text: "Les intégrateurs relient les adaptateurs" },
        {
          kind: "p",
          text: "Un adaptateur installe sa technologie comme si elle était seule : paquets, configuration, variables d'environnement et une surface d'utilisation minimale. Il ne suppose jamais la présence d'un autre adaptateur. Les intégrateurs portent tout ce qui dépend d'une combinaison : la route de webhook Stripe qui écrit dans les tables Drizzle, le handler Better Auth monté dans le routeur Next.js, les stores Zustand exposés aux composants shadcn/ui. Comme un intégrateur se trouve toujours dans une couche postérieure à celle des adaptateurs qu'il relie, il peut compter sur leurs fichiers et leurs exports.",
        },
        {
          kind: "p",
          text: "Ce découpage garde les modules petits et testables. Un adaptateur se teste sur un projet vide ; un intégrateur, sur un projet qui contient exactement les adaptateurs qu'il relie. Remplacer une technologie par une autre revient à changer un adaptateur et la poignée d'intégrateurs qui le citent, sans toucher au reste du génome.",
        },
        { kind: "h3", text: "Paramètres et valeurs par défaut" },
        {
          kind: "p",
          text: "Chaque paramètre déclaré dans un manifeste a un type et, éventuellement, une valeur par défaut et une liste de choix autorisés. Le moteur fusionne les valeurs du génome avec les valeurs par défaut et valide le résultat avant de toucher au moindre fichier. Les paramètres dont la valeur par défaut est vide, typiquement les clés d'API et autres secrets, ne sont jamais écrits dans un génome avec une valeur : ils deviennent des variables d'environnement que le développeur renseigne.",
        },
        { kind: "h3", text: "Régénération idempotente" },
        {
          kind: "p",
          text: "Un module n'exécute pas de code arbitraire sur le projet. Il émet des opérations déclaratives qui décrivent un état final : un fichier avec un contenu donné, une clé présente dans un document JSON, un paquet dans une plage de versions, une variable dans un modèle d'environnement. Appliquer une opération dont l'état final est déjà atteint ne change rien. Exécuter deux fois le même génome laisse donc le projet exactement tel que l'a laissé la première exécution.",
        },
        {
          kind: "list",
          items: [
            "Chaque module s'exécute sur un système de fichiers virtuel : ses modifications atteignent le disque ensemble, une fois le module entier réussi, et sont annulées si une étape échoue.",
            "Les fichiers JSON et de configuration sont fusionnés clé par clé, pour que deux modules puissent ajouter des scripts ou des options de compilation sans que l'un efface l'autre.",
            "Les ajouts de paquets sont exprimés en plages de versions et dédoublonnés avant une installation unique.",
            "Une exécution à blanc (`architech new my-app.genome.ts --dry-run`) montre ce qui serait créé sans rien écrire : une exécution se relit comme une migration.",
          ],
        },
        {
          kind: "p",
          text: "L'idempotence est aussi le socle de l'ajout de modules à un projet existant, prévu pour la prochaine version majeure : le moteur recalcule le plan du génome complet, les opérations déjà satisfaites ne font rien, et seuls le nouveau module et ses intégrateurs modifient l'arborescence.",
        },
      ],
    },
    performance: {
      title: "Performances",
      blocks: [
        {
          kind: "p",
          text: `La résolution et l'ordonnancement sont linéaires en la taille du graphe : O(V + E) pour V modules et E liens de dépendance. Même le plus grand modèle, ${facts.largestGenome} modules, se résout en bien moins d'une milliseconde : la planification n'apparaît jamais dans le temps d'attente.`,
        },
        {
          kind: "p",
          text: "La durée d'une exécution est dominée par du travail externe : les outils d'amorçage officiels comme `create-next-app` et `shadcn init`, que les adaptateurs appellent plutôt que de les réécrire, et l'installation des paquets npm. Les ajouts de paquets de tous les modules sont regroupés et installés une seule fois, à la finalisation du projet, au lieu d'une installation par module. Une génération typique se termine en 45 secondes environ, dont l'essentiel revient au gestionnaire de paquets lui-même.",
        },
        {
          kind: "list",
          items: [
            "La CLI affiche la durée de chaque phase (validation, planification, framework, adaptateurs, intégrations, finalisation) : un module lent se repère tout de suite.",
            "Les opérations sur les fichiers sont préparées en mémoire module par module et écrites une seule fois, après la réussite du module, plutôt qu'au fil de l'eau.",
            "Rien ne s'exécute au démarrage du projet généré pour le compte du générateur : l'application a les performances d'un code écrit à la main.",
          ],
        },
      ],
    },
    security: {
      title: "Sécurité",
      blocks: [
        {
          kind: "p",
          text: "Une marketplace de modules tiers est une chaîne d'approvisionnement : l'auteur d'un module peut, en principe, écrire n'importe quoi dans un projet. La conception de The Architech limite ce qu'un module peut faire et rend visible ce qu'il a fait.",
        },
        { kind: "h3", text: "Modèle de menace" },
        {
          kind: "list",
          items: [
            "Un module malveillant ou compromis qui écrit du code nuisible ou ajoute un paquet dangereux.",
            "Une version de module remplacée discrètement après avoir été relue.",
            "Des secrets qui fuient dans les fichiers générés ou dans le génome versionné.",
            "Un module qui écrit en dehors du répertoire du projet.",
          ],
        },
        { kind: "h3", text: "Contre-mesures" },
        {
          kind: "list",
          items: [
            "Les modules sont versionnés et chacun déclare la version du moteur qu'il cible ; un génome se résout en versions exactes, et le catalogue publié fige la source de chaque module sur un commit précis.",
            "Les modules émettent des opérations déclaratives (créer un fichier, enrichir un fichier, installer des paquets) au lieu d'exécuter du code arbitraire : le moteur peut cantonner chaque chemin au répertoire du projet et montrer le plan complet lors d'une exécution à blanc.",
            "Les secrets sont des paramètres sans valeur par défaut : ils ne sont jamais écrits dans le génome, seulement dans des modèles d'environnement que le développeur complète en local.",
            "Le résultat est du code ordinaire dans un dépôt, relu, comparé et analysé par les mêmes outils et processus que le reste du code.",
            "Les équipes peuvent limiter la génération à un catalogue privé de modules et de versions approuvés.",
          ],
        },
        {
          kind: "p",
          text: "Ces mesures ne suppriment pas le besoin de confiance : installer un module revient toujours à faire confiance à son auteur, comme pour un paquet npm. Elles rendent cette confiance explicite, limitée dans sa portée et vérifiable après coup.",
        },
      ],
    },
    conclusion: {
      title: "Conclusion",
      blocks: [
        {
          kind: "p",
          text: "Séparer un moteur générique d'une marketplace opiniâtre fait de la mise en place d'un projet un plan calculable et relisible. Les adaptateurs gardent chaque technologie autonome, les intégrateurs capturent le savoir-faire de leurs points de rencontre, le tri topologique rend le plan déterministe et les opérations déclaratives le rendent idempotent.",
        },
        {
          kind: "p",
          text: "Le résultat est un projet qui part des décisions qu'une équipe expérimentée prendrait, dans un code que ses propriétaires peuvent lire et modifier. Les chantiers à venir, modules signés, résolution plus riche et mises à niveau incrémentales, prolongent ces principes sans les remplacer.",
        },
      ],
    },
  },
  futureWork: {
    title: "Travaux futurs",
    blocks: [
      {
        kind: "p",
        text: "Les pistes suivantes sont en cours ou à l'étude. Chacune indique son état d'avancement.",
      },
    ],
    statusLabel: "État",
    status: { research: "Recherche", planning: "Planification", conceptual: "Conceptuel" },
    items: {
      "signed-modules": {
        title: "Modules signés et provenance",
        body: "Signer les versions publiées des modules et vérifier ces signatures à la résolution, pour qu'un génome ne puisse aboutir qu'à des artefacts produits par leurs auteurs déclarés.",
      },
      "capability-resolution": {
        title: "Résolution par capacités",
        body: "Permettre à un module d'exiger une capacité, comme « une base SQL » ou « un kit d'interface React », plutôt qu'un module précis, et laisser le moteur proposer les intégrateurs dont une combinaison a besoin.",
      },
      "incremental-upgrades": {
        title: "Mises à niveau incrémentales",
        body: "Appliquer une version plus récente d'un module à un projet généré avec une version antérieure, sous la forme d'une fusion à trois voies relisible entre les opérations du module et les modifications du développeur.",
      },
      "private-registries": {
        title: "Registres privés pour les équipes",
        body: "Des catalogues auto-hébergés avec circuits de validation, pour que les organisations publient des modules internes et limitent la génération aux versions approuvées.",
      },
      "natural-language": {
        title: "Des génomes en langage naturel",
        body: "Produire un génome à partir d'une description d'application en langage courant, le résolveur garantissant que toute proposition est valide et complète.",
      },
    },
  },
  figures: { layer: (index) => `Couche ${index}`, planFile: "plan d'exécution", manifestFile: "stripe-drizzle-integration" },
  sourceTitle: "Lire le code source",
  sourceBody: "Le moteur décrit ici est open source. Les modules de la marketplace cités dans ce document sont publics eux aussi.",
  sourceLink: "Code source sur GitHub",
});
