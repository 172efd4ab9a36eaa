package maporder

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

const iterations = 40000

// orders ranges over m iterations times and counts each key order.
func orders(m map[string]int, iterations int) map[string]int {
	seen := map[string]int{}
	for i := 0; i < iterations; i++ {
		var b strings.Builder
		for k := range m {
			b.WriteString(k)
		}
		seen[b.String()]++
	}
	return seen
}

// rotations of s, rotation 0 first.
func rotations(s string) []string {
	out := make([]string, 0, len(s))
	for i := range s {
		out = append(out, s[i:]+s[:i])
	}
	return out
}

// A map of up to 8 entries iterates as a rotation of its insertion order:
// the insertion order with probability (9-n)/8, each other rotation 1/8.
func TestSmallMapIsARotationOfInsertionOrder(t *testing.T) {
	for n := 2; n <= 8; n++ {
		m := map[string]int{}
		keys := ""
		for i := 0; i < n; i++ {
			k := string(rune('a' + i))
			keys += k
			m[k] = i
		}
		seen := orders(m, iterations)
		want := rotations(keys)
		if len(seen) != len(want) {
			t.Fatalf("n=%d: %d orders, want the %d rotations: %v", n, len(seen), len(want), seen)
		}
		for r, order := range want {
			p := 1.0 / 8
			if r == 0 {
				p = float64(9-n) / 8
			}
			got := float64(seen[order]) / iterations
			// 6 standard deviations of a binomial proportion.
			if tol := 6 * math.Sqrt(p*(1-p)/iterations); math.Abs(got-p) > tol {
				t.Errorf("n=%d rotation %d (%s): frequency %.4f, want %.4f ± %.4f", n, r, order, got, p, tol)
			}
		}
	}
}

// A map filled by ranging over another is again a rotation of the first's
// insertion order (its slots are filled in the order of that range).
func TestCopiedSmallMapIsARotation(t *testing.T) {
	src := map[string]int{"a": 0, "b": 1, "c": 2, "d": 3, "e": 4}
	want := map[string]bool{}
	for _, r := range rotations("abcde") {
		want[r] = true
	}
	for i := 0; i < 2000; i++ {
		c := map[string]int{}
		for k, v := range src {
			c[k] = v
		}
		for order := range orders(c, 8) {
			if !want[order] {
				t.Fatalf("copied map iterated as %s, not a rotation of abcde", order)
			}
		}
	}
}

// Larger maps are not bound to rotations of the insertion order: fresh maps
// of 12 entries (each with its own hash seed) give many more than 12 orders.
func TestLargerMapsAreNotRotations(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 2000; i++ {
		m := map[string]int{}
		for j := 0; j < 12; j++ {
			m[fmt.Sprintf("%c", 'a'+j)] = j
		}
		for order := range orders(m, 1) {
			seen[order] = true
		}
	}
	if len(seen) <= 12 {
		t.Fatalf("fresh 12-entry maps gave only %d orders", len(seen))
	}
}
