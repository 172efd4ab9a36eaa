// Types of scripts/release.mjs.
export declare const changelogProblems: (text: string, version: string) => string[]
export declare const prepareChangelog: (text: string, version: string, date: string) => string
