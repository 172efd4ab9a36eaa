// Command oracle answers JSON Lines requests with the pinned Kubernetes code.
//
// Each line on stdin is one request:
//
//	{"id": "any string", "op": "labels.parse", "input": <op-specific JSON>}
//
// optionally with a top-level "profile" (the cluster's --allow-privileged
// and --feature-gates for this request; see profile.go):
//
//	{"id": "1", "op": "job.create", "profile": {"allowPrivileged": false}, "input": {...}}
//
// and each line on stdout is the answer to the request on the same line:
//
//	{"id": "...", "output": <op-specific JSON>}
//	{"id": "...", "oracleError": "text"}   // the request could not be run (bad request, panic)
//
// Ops register themselves from their own files (ops_*.go) with register.
// Everything an op needs that upstream takes from the environment (clock,
// random suffixes, uids) comes from its input.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime/debug"
	"sort"

	"github.com/k8s-jobs-core/conformance/oracle/internal/quiet"
)

// handler runs one op on its raw JSON input.
type handler func(input json.RawMessage) (any, error)

var ops = map[string]handler{}

// register adds an op; called from init functions of the ops_*.go files.
func register(name string, h handler) {
	if _, dup := ops[name]; dup {
		panic("duplicate op " + name)
	}
	ops[name] = h
}

type request struct {
	ID    json.RawMessage `json:"id"`
	Op    string          `json:"op"`
	Input json.RawMessage `json:"input"`
	// Profile: see profile.go; absent means the Go packages' own settings.
	Profile json.RawMessage `json:"profile,omitempty"`
}

type response struct {
	ID          json.RawMessage `json:"id"`
	Output      any             `json:"output,omitempty"`
	OracleError string          `json:"oracleError,omitempty"`
}

func run(req request) (resp response) {
	resp.ID = req.ID
	defer func() {
		if r := recover(); r != nil {
			resp.Output = nil
			resp.OracleError = fmt.Sprintf("panic: %v", r)
			if os.Getenv("ORACLE_DEBUG") != "" {
				fmt.Fprintf(os.Stderr, "panic in %s: %v\n%s\n", req.Op, r, debug.Stack())
			}
		}
	}()
	h, ok := ops[req.Op]
	if !ok {
		resp.OracleError = "unknown op " + req.Op
		return
	}
	restore, perr := applyProfile(req.Profile)
	if perr != nil {
		resp.OracleError = "profile: " + perr.Error()
		return
	}
	defer restore()
	out, err := h(req.Input)
	if err != nil {
		resp.OracleError = err.Error()
		return
	}
	resp.Output = out
	return
}

func main() {
	quiet.Klog()
	if len(os.Args) > 1 && os.Args[1] == "ops" {
		names := make([]string, 0, len(ops))
		for n := range ops {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			fmt.Println(n)
		}
		return
	}
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer out.Flush()
	var answer bytes.Buffer
	enc := json.NewEncoder(&answer)
	enc.SetEscapeHTML(false)
	for {
		line, err := in.ReadBytes('\n')
		if len(line) > 0 {
			var req request
			var resp response
			if jerr := json.Unmarshal(line, &req); jerr != nil {
				resp = response{ID: json.RawMessage(`null`), OracleError: "bad request: " + jerr.Error()}
			} else {
				resp = run(req)
			}
			answer.Reset()
			if eerr := enc.Encode(resp); eerr != nil {
				fmt.Fprintln(os.Stderr, "oracle: cannot encode answer:", eerr)
				os.Exit(1)
			}
			if _, werr := out.Write(normalizeAddresses(answer.Bytes())); werr != nil {
				fmt.Fprintln(os.Stderr, "oracle: cannot write answer:", werr)
				os.Exit(1)
			}
			if in.Buffered() == 0 {
				out.Flush()
			}
		}
		if err == io.EOF {
			return
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "oracle: read error:", err)
			os.Exit(1)
		}
	}
}

// goPointer is a pointer as fmt's %#v prints it: (*int32)(0x3507c109ccfc).
// Kubernetes 1.33 prints some bad values with %#v, pointers included, and
// the address differs from run to run.
var goPointer = regexp.MustCompile(`(\(\*[A-Za-z0-9_.\[\]*]+\))\(0x[0-9a-f]+\)`)

// normalizedAddress replaces the address of every such pointer in an
// answer, so that the answer is a function of the request: the library
// prints the same.
const normalizedAddress = "0xc000000000"

func normalizeAddresses(line []byte) []byte {
	if !bytes.Contains(line, []byte(")(0x")) {
		return line
	}
	return goPointer.ReplaceAll(line, []byte("${1}("+normalizedAddress+")"))
}
