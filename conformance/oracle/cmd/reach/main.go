// Command reach lists the upstream functions reachable from the entry points
// we reproduce: the denominator of `npm run conformance:coverage` (issue #21).
//
// It reads the scope file (../upstream-coverage/scope.txt: the upstream packages we
// reproduce and the entry points), loads the Go program that contains them,
// builds its SSA form and runs Rapid Type Analysis (golang.org/x/tools
// go/callgraph/rta) from all entry points at once. RTA follows static calls,
// interface calls to the types the reachable code converts to interfaces, and
// calls of function values whose address the reachable code takes; it walks
// through every package, with the bodies of all of them (so a scoped
// function called back from an unscoped helper is found), and only functions
// declared in a scoped package are listed. Closures are not listed on their
// own: their statements lie inside the declaring function's lines, which are
// counted with it.
//
// Usage (from conformance/oracle): bin/reach [-scope ../upstream-coverage/scope.txt]
// (`npm run conformance:reach` writes conformance/upstream-coverage/reachable.tsv).
//
// Output: a header line `# scope sha256 <hex>` (the scope file's hash, so that
// a stale list is noticed), then one function a line, sorted, tab-separated:
//
//	<package path>  <package path>/<file base name>  <function>  <first line>  <last line>  <how>
//
// where <how> is `call` when a call edge of RTA's call graph (static calls,
// interface calls, calls of function values) leads to the function from an
// entry point, and `reflect` when RTA lists it only as an exported method of
// a type that reaches the runtime, which reflection might call;
// <function> is Name or (Type).Name / (*Type).Name as `go tool covdata
// func` spells it, and the file is named as in a coverage profile.
package main

import (
	"bufio"
	"crypto/sha256"
	"flag"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/callgraph/rta"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

type entry struct {
	pkg  string
	recv string // "" for a function; "T" or "*T" for a method
	name string
}

type scope struct {
	packages []string
	through  []string
	skip     []string
	entries  []entry
}

func readScope(path string) (scope, error) {
	f, err := os.Open(path)
	if err != nil {
		return scope{}, err
	}
	defer f.Close()
	var s scope
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		switch {
		case fields[0] == "package" && len(fields) == 2:
			s.packages = append(s.packages, fields[1])
		case fields[0] == "skip-file" && len(fields) == 2:
			s.skip = append(s.skip, fields[1])
		case fields[0] == "through" && len(fields) == 2:
			s.through = append(s.through, fields[1])
		case fields[0] == "entry" && len(fields) == 3:
			e := entry{pkg: fields[1], name: fields[2]}
			if strings.HasPrefix(e.name, "(") {
				close := strings.Index(e.name, ").")
				if close < 0 {
					return s, fmt.Errorf("%s:%d: bad method %q", path, n, e.name)
				}
				e.recv, e.name = e.name[1:close], e.name[close+2:]
			}
			s.entries = append(s.entries, e)
		default:
			return s, fmt.Errorf("%s:%d: cannot read %q", path, n, line)
		}
	}
	return s, sc.Err()
}

func lookup(prog *ssa.Program, pkgs map[string]*ssa.Package, e entry) (*ssa.Function, error) {
	p := pkgs[e.pkg]
	if p == nil {
		return nil, fmt.Errorf("entry %s: package not loaded", e.pkg)
	}
	if e.recv == "" {
		fn := p.Func(e.name)
		if fn == nil {
			return nil, fmt.Errorf("entry %s.%s: no such function", e.pkg, e.name)
		}
		return fn, nil
	}
	tn, ok := p.Pkg.Scope().Lookup(strings.TrimPrefix(e.recv, "*")).(*types.TypeName)
	if !ok {
		return nil, fmt.Errorf("entry %s.(%s): no such type", e.pkg, e.recv)
	}
	var recv types.Type = tn.Type()
	if strings.HasPrefix(e.recv, "*") {
		recv = types.NewPointer(recv)
	}
	sel := prog.MethodSets.MethodSet(recv).Lookup(p.Pkg, e.name)
	if sel == nil {
		return nil, fmt.Errorf("entry %s.(%s).%s: no such method", e.pkg, e.recv, e.name)
	}
	fn := prog.MethodValue(sel)
	if fn == nil {
		return nil, fmt.Errorf("entry %s.(%s).%s: no body", e.pkg, e.recv, e.name)
	}
	return fn, nil
}

// coverName spells a function as `go tool covdata func` does.
func coverName(fn *ssa.Function) string {
	if recv := fn.Signature.Recv(); recv != nil {
		t := recv.Type()
		star := ""
		if p, ok := t.(*types.Pointer); ok {
			star, t = "*", p.Elem()
		}
		name := t.String()
		if n, ok := t.(*types.Named); ok {
			name = n.Obj().Name()
		}
		return "(" + star + name + ")." + fn.Name()
	}
	return fn.Name()
}

func main() {
	scopePath := flag.String("scope", "../upstream-coverage/scope.txt", "the scope file")
	flag.Parse()
	raw, err := os.ReadFile(*scopePath)
	if err != nil {
		fmt.Fprintln(os.Stderr, "reach:", err)
		os.Exit(1)
	}
	s, err := readScope(*scopePath)
	if err != nil {
		fmt.Fprintln(os.Stderr, "reach:", err)
		os.Exit(1)
	}
	// Syntax and SSA bodies for every package of the program (the scoped
	// and walked-through ones and all their dependencies), so that a call
	// back from a dependency (encoding/json calling UnmarshalJSON, generated
	// protobuf code calling a field's Unmarshal) is a call edge, and the
	// `reflect` mark below means what it says.
	cfg := &packages.Config{Mode: packages.LoadSyntax | packages.NeedDeps}
	initial, err := packages.Load(cfg, append(append([]string{}, s.packages...), s.through...)...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "reach:", err)
		os.Exit(1)
	}
	if packages.PrintErrors(initial) > 0 {
		os.Exit(1)
	}
	prog, _ := ssautil.AllPackages(initial, ssa.InstantiateGenerics)
	prog.Build()
	inScope := map[string]bool{}
	for _, p := range s.packages {
		inScope[p] = true
	}
	byPath := map[string]*ssa.Package{}
	for _, p := range prog.AllPackages() {
		byPath[p.Pkg.Path()] = p
	}
	if os.Getenv("REACH_DEBUG") != "" {
		for _, p := range s.packages {
			fmt.Fprintln(os.Stderr, p, byPath[p] != nil, len(byPath[p].Members))
		}
	}
	var roots []*ssa.Function
	for _, e := range s.entries {
		fn, err := lookup(prog, byPath, e)
		if err != nil {
			fmt.Fprintln(os.Stderr, "reach:", err)
			os.Exit(1)
		}
		roots = append(roots, fn)
	}
	res := rta.Analyze(roots, true)
	// The functions a call edge of RTA's call graph leads to from an entry.
	// RTA also lists every exported method of a type that reaches the
	// runtime (converted to an interface, or reflected on), since reflection
	// might call it; those have no call edge from an entry and are marked
	// `reflect` below (conformance/coverage.ts leaves them out of the
	// headline and fails if one runs).
	called := map[*ssa.Function]bool{}
	var queue []*ssa.Function
	for _, r := range roots {
		if !called[r] {
			called[r] = true
			queue = append(queue, r)
		}
	}
	for len(queue) > 0 {
		fn := queue[0]
		queue = queue[1:]
		node := res.CallGraph.Nodes[fn]
		if node == nil {
			continue
		}
		for _, e := range node.Out {
			if g := e.Callee.Func; g != nil && !called[g] {
				called[g] = true
				queue = append(queue, g)
			}
		}
	}
	declaring := func(fn *ssa.Function) *ssa.Function {
		if o := fn.Origin(); o != nil {
			fn = o
		}
		for fn.Parent() != nil {
			fn = fn.Parent()
		}
		return fn
	}
	calledDecl := map[*ssa.Function]bool{}
	for fn := range called {
		calledDecl[declaring(fn)] = true
	}
	seen := map[string]string{}
	for fn := range res.Reachable {
		if fn.Synthetic != "" {
			continue
		}
		if o := fn.Origin(); o != nil {
			fn = o
		}
		for fn.Parent() != nil { // a closure: counted with its declaring function
			fn = fn.Parent()
		}
		if fn.Pkg == nil || !inScope[fn.Pkg.Pkg.Path()] || fn.Syntax() == nil {
			continue
		}
		pos := prog.Fset.Position(fn.Syntax().Pos())
		end := prog.Fset.Position(fn.Syntax().End())
		if !pos.IsValid() || pos.Filename == "" {
			continue
		}
		if slices.Contains(s.skip, filepath.Base(pos.Filename)) {
			continue
		}
		path := fn.Pkg.Pkg.Path()
		key := fmt.Sprintf("%s\t%s/%s\t%s\t%d", path, path, filepath.Base(pos.Filename), coverName(fn), pos.Line)
		how := "reflect"
		if calledDecl[fn] || strings.HasSuffix(seen[key], "\tcall") {
			how = "call"
		}
		seen[key] = fmt.Sprintf("%s\t%d\t%s", key, end.Line, how)
	}
	lines := make([]string, 0, len(seen))
	for _, l := range seen {
		lines = append(lines, l)
	}
	sort.Strings(lines)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprintf(w, "# scope sha256 %x\n", sha256.Sum256(raw))
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}
