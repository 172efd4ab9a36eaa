// Command bench is the Go side of `npm run bench`: it times the pinned
// Kubernetes code on the inputs the TypeScript bench sends, so that both
// sides are measured in the same run, round after round.
//
// Each JSON value on stdin is one request:
//
//	{"id": any, "op": "labels.parse", "key": "an input name",
//	 "input": <op-specific JSON>?,   // prepared once and kept under key; omit to reuse
//	 "ms": 100?,                     // calibrate: run about this long (the answer says how many iterations)
//	 "iterations": n?}               // or run exactly n iterations
//	{"id": any, "op": "forget", "key": "…"}  // drop a kept input
//
// and each line on stdout answers one request, in order:
//
//	{"id": any, "nsPerOp": x, "cpuNsPerOp": x, "allocsPerOp": x, "bytesPerOp": x, "iterations": n}
//	{"id": any, "error": "text"}
//
// allocsPerOp and bytesPerOp are runtime.MemStats Mallocs and TotalAlloc
// deltas over the timed iterations, divided by their number. An op that
// needs fresh state per iteration (controller.syncJob) runs at most 20
// iterations a request. The ops and
// what each one times are in ops.go.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"syscall"
	"time"

	"github.com/k8s-jobs-core/conformance/oracle/internal/quiet"
)

type request struct {
	ID         json.RawMessage `json:"id"`
	Op         string          `json:"op"`
	Key        string          `json:"key"`
	Input      json.RawMessage `json:"input"`
	Ms         float64         `json:"ms"`
	Iterations int             `json:"iterations"`
}

type response struct {
	ID          json.RawMessage `json:"id"`
	NsPerOp     float64         `json:"nsPerOp"`
	CPUNsPerOp  float64         `json:"cpuNsPerOp"`
	AllocsPerOp float64         `json:"allocsPerOp"`
	BytesPerOp  float64         `json:"bytesPerOp"`
	Iterations  int             `json:"iterations"`
	Error       string          `json:"error,omitempty"`
}

// benchmark is a prepared op: either a loop body (fn), or, when each
// iteration needs fresh state, a setup returning the timed call and a
// cleanup (neither of which is timed).
type benchmark struct {
	fn    func()
	setup func() (timed func(), done func())
}

var kept = map[string]*benchmark{}

// cpuNs is the CPU time (user + system) of the whole process so far, garbage
// collection on other threads included, as the TypeScript side's
// process.cpuUsage() counts it; unlike wall time it does not grow while the
// process waits for a core on a loaded machine.
func cpuNs() int64 {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0
	}
	return r.Utime.Nano() + r.Stime.Nano()
}

func sample(b *benchmark, n int) (ns, cpu, allocs, bytes float64) {
	var before, after runtime.MemStats
	if b.fn != nil {
		runtime.ReadMemStats(&before)
		start, startCPU := time.Now(), cpuNs()
		for i := 0; i < n; i++ {
			b.fn()
		}
		elapsed, elapsedCPU := time.Since(start), cpuNs()-startCPU
		runtime.ReadMemStats(&after)
		return float64(elapsed.Nanoseconds()) / float64(n),
			float64(elapsedCPU) / float64(n),
			float64(after.Mallocs-before.Mallocs) / float64(n),
			float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
	}
	// Every iteration gets a fresh setup, all made before the clock starts;
	// their garbage is collected once, so that the timed calls pay only for
	// their own allocations.
	timed := make([]func(), n)
	done := make([]func(), n)
	for i := 0; i < n; i++ {
		timed[i], done[i] = b.setup()
	}
	runtime.GC()
	runtime.ReadMemStats(&before)
	start, startCPU := time.Now(), cpuNs()
	for _, f := range timed {
		f()
	}
	elapsed, elapsedCPU := time.Since(start), cpuNs()-startCPU
	runtime.ReadMemStats(&after)
	for _, f := range done {
		f()
	}
	return float64(elapsed.Nanoseconds()) / float64(n),
		float64(elapsedCPU) / float64(n),
		float64(after.Mallocs-before.Mallocs) / float64(n),
		float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
}

// maxSetups bounds the iterations of an op with a per-iteration setup (all
// its setups are alive at once).
const maxSetups = 20

// calibrate finds an iteration count that runs about ms milliseconds, as
// bench/timing.mjs does for the TypeScript side.
func calibrate(b *benchmark, ms float64) int {
	n := 1
	for {
		ns, _, _, _ := sample(b, n)
		elapsedMs := ns * float64(n) / 1e6
		if elapsedMs >= ms/4 || b.fn == nil {
			iterations := int(math.Max(1, math.Ceil(float64(n)*ms/math.Max(elapsedMs, 0.001))))
			if b.fn == nil && iterations > maxSetups {
				iterations = maxSetups
			}
			return iterations
		}
		n *= 4
	}
}

func serve(req request) (resp response) {
	resp.ID = req.ID
	defer func() {
		if r := recover(); r != nil {
			resp = response{ID: req.ID, Error: fmt.Sprintf("panic: %v", r)}
		}
	}()
	if req.Op == "forget" {
		delete(kept, req.Key)
		runtime.GC()
		return resp
	}
	b := kept[req.Key]
	if len(req.Input) > 0 {
		prepare, ok := ops[req.Op]
		if !ok {
			resp.Error = "unknown op " + req.Op
			return resp
		}
		var err error
		if b, err = prepare(req.Input); err != nil {
			resp.Error = err.Error()
			return resp
		}
		kept[req.Key] = b
	}
	if b == nil {
		resp.Error = "no input kept under key " + req.Key
		return resp
	}
	n := req.Iterations
	if n <= 0 {
		ms := req.Ms
		if ms <= 0 {
			ms = 100
		}
		n = calibrate(b, ms)
	}
	resp.NsPerOp, resp.CPUNsPerOp, resp.AllocsPerOp, resp.BytesPerOp = sample(b, n)
	resp.Iterations = n
	return resp
}

func main() {
	quiet.Klog()
	dec := json.NewDecoder(bufio.NewReaderSize(os.Stdin, 1<<20))
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	for {
		var req request
		if err := dec.Decode(&req); err == io.EOF {
			return
		} else if err != nil {
			fmt.Fprintln(os.Stderr, "bench: bad request:", err)
			os.Exit(1)
		}
		if err := enc.Encode(serve(req)); err != nil {
			fmt.Fprintln(os.Stderr, "bench: cannot encode answer:", err)
			os.Exit(1)
		}
		out.Flush()
	}
}
