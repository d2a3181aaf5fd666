/** `import url from "./module?lazy-url"`: the URL of the module's own chunk (integrations/lazy-chunk-url-plugin.mjs). */
declare module "*?lazy-url" {
  const url: string;
  export default url;
}

/** `import urls from "./module?lazy-imports"`: the URLs of the chunks that chunk imports, to preload with it. */
declare module "*?lazy-imports" {
  const urls: string[];
  export default urls;
}
