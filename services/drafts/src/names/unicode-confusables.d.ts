// unicode-confusables 0.1.1 ships its declarations as `index.ts.d`, which its package.json's
// `types` (index.d.ts) does not find: the one function used here, as that file declares it.
declare module 'unicode-confusables' {
  /** Each character replaced by the one Unicode's confusables.txt says it can be taken for. */
  export function rectifyConfusion(input: string): string;
}
