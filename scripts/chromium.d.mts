// Types of ./chromium.mjs (headless Chromium and a PNG reader, for tests).

/** The browser: $CHROMIUM, else Debian's /usr/bin/chromium; undefined when neither exists. */
export declare const findChromium: () => string | undefined
/** A PNG screenshot of `url` at `width`×`height`, written to `png`. */
export declare const screenshot: (
  browser: string,
  url: string,
  png: string,
  width: number,
  height: number,
) => Promise<void>
/** The DOM of `url` serialized after its scripts ran. */
export declare const dumpDom: (browser: string, url: string) => Promise<string>
/** An 8-bit, non-interlaced RGB or RGBA PNG's pixels. */
export declare const readPng: (bytes: Uint8Array | string) => {
  readonly width: number
  readonly height: number
  readonly pixel: (x: number, y: number) => [number, number, number]
}
