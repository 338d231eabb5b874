// A `.wasm?module` import is a compiled WebAssembly module in the Worker (the Cloudflare Vite
// plugin's and wrangler's "CompiledWasm" rule), as the image codecs' start functions expect.
declare module "*.wasm?module" {
  const compiled: WebAssembly.Module;
  export default compiled;
}

// The public pages' script, bundled to a string by vite.config.ts (`siteScript`).
declare module "virtual:site-script" {
  const code: string;
  export default code;
}

// An id new with every build (vite.config.ts, `buildId`): the page cache's build identity.
declare module "virtual:build-id" {
  const id: string;
  export default id;
}
