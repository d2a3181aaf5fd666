/** `import url from "./module?lazy-url"`: the URL of the module's own chunk (scripts/lib/lazy-chunk-url-plugin.mjs). */
declare module "*?lazy-url" {
  const url: string;
  export default url;
}
