// Types of scripts/doc-blocks.mjs (see there for the convention).
export interface DocBlock {
  readonly file: string
  /** 1-based markdown line of the first code line. */
  readonly line: number
  readonly endLine: number
  readonly lang: string
  readonly info: string
  readonly code: string
}
export interface DocProgram {
  readonly file: string
  /** 1-based markdown line of the program's first line. */
  readonly line: number
  readonly lang: 'ts' | 'js'
  readonly code: string
}
export declare const extractBlocks: (markdown: string, file: string) => DocBlock[]
export declare const fenceProblems: (blocks: readonly DocBlock[]) => string[]
export declare const programs: (blocks: readonly DocBlock[]) => DocProgram[]
export declare const instrument: (program: DocProgram) => { code: string; checks: string[] }
