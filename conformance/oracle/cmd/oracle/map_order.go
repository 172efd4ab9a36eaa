package main

// Answers that depend on Go map iteration order.
//
// Measured with this Go (1.26; the experiment is internal/maporder's tests,
// `go test ./internal/maporder`): a small map
// (up to 8 entries) keeps its entries in one group of 8 slots, filled in
// insertion order, and every `range` starts at a slot drawn uniformly from
// the 8, independently of every other `range`. So its order is a rotation
// of the insertion order: the insertion order itself with probability
// (9-n)/8 and each other rotation with probability exactly 1/8. A copy made
// by ranging over a map is again a rotation. Larger maps iterate in an order
// that depends on a per-map random hash seed.
//
// An op whose answer may follow such an order is therefore run until
// quietRuns consecutive runs bring no answer not seen before (at most
// maxMapOrderRuns runs). An answer that a run gives with probability p is
// then missed with probability (1-p)^quietRuns: below 1e-9 for a rotation
// of one small map (p >= 1/8), about 3e-5 for the insertion order of two
// small maps of up to 7 entries each (p >= (2/8)^2), 8% for an answer of
// probability 1/64 (two maps of 8 entries each in their insertion order, or
// non-trivial rotations of two maps).

import (
	"encoding/json"
	"os"
	"sort"
	"strconv"
)

// quietRuns: how many runs in a row must bring nothing new before sampling
// stops. ORACLE_QUIET_RUNS (a positive integer) lowers it for runs that only
// count which upstream statements are reached (`npm run
// conformance:coverage`), not which answers Go can give.
var quietRuns = quietRunsFromEnv(os.Getenv("ORACLE_QUIET_RUNS"))

func quietRunsFromEnv(v string) int {
	if n, err := strconv.Atoi(v); err == nil && n > 0 {
		return n
	}
	return 160
}

// maxMapOrderRuns caps the runs of one request (large maps have many orders).
const maxMapOrderRuns = 4096

// sampleMapOrders runs f until quietRuns runs in a row give no new answer
// (counting first, already run) and returns the distinct answers, sorted by
// their JSON text; one answer alone is returned as is.
func sampleMapOrders[T any](first T, f func() (T, error)) (any, error) {
	seen, err := collectMapOrders(first, f)
	if err != nil {
		return nil, err
	}
	if len(seen) == 1 {
		return first, nil
	}
	return map[string]any{"oneOf": sortedVariants(seen)}, nil
}

// collectMapOrders runs f as sampleMapOrders does and returns the distinct
// answers by their JSON text.
func collectMapOrders[T any](first T, f func() (T, error)) (map[string]T, error) {
	b, err := json.Marshal(first)
	if err != nil {
		return nil, err
	}
	return extendMapOrders(map[string]T{string(normalizeAddresses(b)): first}, 1, f)
}

// extendMapOrders goes on from the answers seen in done runs until
// quietRuns runs in a row bring none not seen before, or maxMapOrderRuns.
func extendMapOrders[T any](seen map[string]T, done int, f func() (T, error)) (map[string]T, error) {
	quiet := 0
	for runs := done; quiet < quietRuns && runs < maxMapOrderRuns; runs++ {
		a, err := f()
		if err != nil {
			return nil, err
		}
		b, err := json.Marshal(a)
		if err != nil {
			return nil, err
		}
		// Answers are told apart as the client will see them: a Go pointer
		// printed with %#v (1.33) has another address on every run, which
		// would make every run a new answer (4,096 runs, 38 MB for one
		// job.update whose immutable-template error prints the template).
		key := string(normalizeAddresses(b))
		if _, ok := seen[key]; ok {
			quiet++
			continue
		}
		seen[key] = a
		quiet = 0
	}
	return seen, nil
}

// sortedVariants lists the answers in the order of their JSON text.
func sortedVariants[T any](seen map[string]T) []T {
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]T, 0, len(keys))
	for _, k := range keys {
		out = append(out, seen[k])
	}
	return out
}
