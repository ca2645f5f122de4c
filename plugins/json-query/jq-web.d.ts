declare module 'jq-web' {
  /** jq compiled to WebAssembly: `raw` runs a program over a JSON text as `jq [flags] filter` would, and returns its standard output. */
  export interface Jq {
    raw(json: string, filter: string, flags?: string[]): string | undefined;
  }
  /** Settles once the WebAssembly module is loaded. */
  const jq: Promise<Jq>;
  export default jq;
}
