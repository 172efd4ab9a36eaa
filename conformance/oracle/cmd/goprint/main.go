// Command goprint prints, as JSON, the code points from U+00A1 up that Go's
// strconv.IsPrint accepts (what %q and strconv.Quote leave unescaped), as
// [first, last] ranges, with the Go and Unicode versions:
//
//	{"go": "go1.26.0", "unicode": "15.0.0", "ranges": [[161, 172], …]}
//
// scripts/generate-go-printable.mjs runs it and writes
// src/field/generated/go-printable.ts: the code points a JavaScript regular
// expression's \p{L}\p{M}\p{N}\p{P}\p{S} classes (the engine's newer Unicode
// tables) call printable but Go does not. Usage: npm run generate:go-printable.
package main

import (
	"encoding/json"
	"os"
	"runtime"
	"strconv"
	"unicode"
)

const first = 0xa1

func main() {
	ranges := [][2]int{}
	start := -1
	for r := first; r <= unicode.MaxRune+1; r++ {
		p := r <= unicode.MaxRune && strconv.IsPrint(rune(r))
		switch {
		case p && start < 0:
			start = r
		case !p && start >= 0:
			ranges = append(ranges, [2]int{start, r - 1})
			start = -1
		}
	}
	out := map[string]any{"go": runtime.Version(), "unicode": unicode.Version, "ranges": ranges}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		os.Exit(1)
	}
}
