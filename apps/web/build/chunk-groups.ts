import type { CodeSplittingGroup } from "rolldown";

const inPackages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join("|")})[\\\\/]`);

/**
 * How the browser build groups what a page needs at once (docs/web-portal.md, "First load").
 * Left alone, the bundler cuts a chunk wherever two entries or lazy screens share modules: a
 * signed-in screen opened with about a hundred files, which HTTP/1.1's six connections fetch
 * a few at a time. Here what the pages import statically (`$initial`) is a handful of
 * long-lived chunks, one per library family and one of the portal's shell; the light pages
 * (checkout, QR, sign-in) share only React with the portal, and code only a lazy screen uses
 * still loads with that screen.
 */
/**
 * The portal's own code (not the light pages', nor the languages, which load on their own),
 * and the English section names the breadcrumbs import: left out, they landed in the portal's
 * entry chunk, which the shell's chunk then imported, and the operator console with it
 * (build/entry-isolation.ts fails the build on any such import).
 */
const PORTAL_CODE =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:(?:app|components|config|features|lib)[\\/]|locales[\\/]en[\\/]shell\.json$)/;
/**
 * What the light pages import from the portal's folders: grouped with the portal, the
 * checkout would load the portal's chunks with it. Only captured modules are grouped
 * (`includeDependenciesRecursively: false`), so what they import stays where the bundler puts it.
 */
const LIGHT_SHARED = /[\\/]src[\\/]lib[\\/](?:card-entry|card-input|field-entry|intl-format)\./;

const initial: CodeSplittingGroup[] = [
  /*
   * What index.html's boot script imports (src/boot/early-requests.ts), with what it imports:
   * a chunk of its own, chosen first. In the shell's chunk it would wait for the shell and
   * every library the shell imports before asking for anything.
   */
  {
    name: "boot",
    test: /[\\/]src[\\/](?:app[\\/]first-requests|lib[\\/](?:early-responses|language|date-preset-range)|features[\\/]dashboard[\\/](?:default-period|today-line)|config[\\/]env|light[\\/](?:storage|language-choice|paths)|page-data|languages|calendar)\./,
    priority: 1,
  },
  { name: "react", test: inPackages("react", "react-dom", "scheduler") },
  { name: "router", test: inPackages("react-router") },
  {
    name: "state",
    test: inPackages("@reduxjs", "redux", "react-redux", "immer", "reselect", "use-sync-external-store"),
  },
  { name: "i18n", test: inPackages("i18next", "react-i18next") },
  { name: "zod", test: inPackages("zod") },
  {
    name: "mui",
    test: inPackages(
      "@mui",
      "@emotion",
      "@babel",
      "react-transition-group",
      "clsx",
      "prop-types",
      "react-is",
      "stylis",
      "hoist-non-react-statics",
      "@popperjs",
    ),
  },
  {
    name: "shell",
    test: (id) => PORTAL_CODE.test(id) && !LIGHT_SHARED.test(id),
  },
].map((group) => ({ ...group, tags: ["$initial"], includeDependenciesRecursively: false }));

/**
 * The MUI components and icons that three or more lazy screens share (lists, skeletons,
 * toggles): one chunk instead of one per set of screens. The portal's own shared screen
 * code is left to the bundler: grouped the same way it cost every screen about 10 KiB.
 */
const lazyShared: CodeSplittingGroup[] = [
  { name: "mui-screens", test: inPackages("@mui[\\/](?:material|icons-material|system|utils)"), minShareCount: 3 },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

export const chunkGroups = [...initial, ...lazyShared];
