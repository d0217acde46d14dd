// Comlink ships its Node adapter as an .mjs beside a .d.ts that TypeScript does not pair with it.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  export { default } from 'comlink/dist/esm/node-adapter';
}

// eSpeak NG's Emscripten build (npm `espeak-ng`) has no types: the part the speech thread uses.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }): Promise<ESpeakModule>;
}
