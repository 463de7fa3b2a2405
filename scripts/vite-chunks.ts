import type { Plugin, Rolldown } from 'vite';

/**
 * How the client build is cut into scripts (issue 17, decision 019), for a first visit on a phone, where each request
 * costs a round trip and the public pages must stay small:
 * - `react`: React, shared by the public pages' script and the app's, cached once for both.
 * - `app`: everything else the app's entry loads at once (router, query client, the contract's schemas, the shell's
 *   helpers) in one script, not the ten small ones automatic splitting makes. It leaves out what the public pages'
 *   script loads, found by the plugin below from `template` (their HTML input's path), so that their script never
 *   pulls the app's.
 * - Small common chunks of the lazy screens (icons, helpers) are copied into the chunks that use them; one runtime keeps
 *   each module single. The game screen's first visit went from 60 requests to 7.
 * Grouping without a module's dependencies and inlining both need strict execution order, which inlining turns on.
 */
export function appChunks({ template }: { template: string }): { plugin: Plugin; codeSplitting: Rolldown.CodeSplittingOptions } {
  const publicPageModules = new Set<string>();
  const plugin: Plugin = {
    name: 'dormie-public-page-modules',
    apply: 'build',
    buildEnd() {
      publicPageModules.clear();
      const entry = [...this.getModuleIds()].find((id) => id === template);
      if (!entry) throw new Error(`No module ${template} in the build`);
      const pending = [entry];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (publicPageModules.has(id)) continue;
        publicPageModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const codeSplitting: Rolldown.CodeSplittingOptions = {
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
      { name: 'app', tags: ['$initial'], test: (id) => !publicPageModules.has(id), includeDependenciesRecursively: false, priority: 1 },
      // The query library's mutations, which the app's script leaves out: the shell and most screens write, and as a small
      // common chunk they were copied into each, twice into the game screen's first load (decision 041).
      { name: 'mutations', test: /node_modules[\\/]@tanstack[\\/]/ },
    ],
    // Not copied: the panels of the formats and the pending marks, which both the game screen and its scorecard use, so a
    // live game's first load fetched them twice (page weight, issue 35; decision 041).
    experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: [/features[\\/]games[\\/]formats[\\/]registry\./, /lib[\\/]offline[\\/]pending\./] },
  };
  return { plugin, codeSplitting };
}
