/** A WebAssembly module imported for the Worker (`.wasm?module`, @cloudflare/vite-plugin): compiled, not instantiated. */
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}
