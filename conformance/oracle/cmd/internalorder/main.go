package main

// `go run ./cmd/internalorder` prints, for every internal struct reachable
// from core.PodTemplateSpec, its exported fields in declaration order (Go
// names; embedded structs flattened as json.Marshal prints them), as JSON
// {"<Type>": ["Field", ...]}. Run with a minor's build modfile to see that
// minor's internal layout (scripts/generate-internal-keys.mjs --minors).

import (
	"encoding/json"
	"os"
	"reflect"

	core "k8s.io/kubernetes/pkg/apis/core"
)

func main() {
	out := map[string][]string{}
	var visit func(t reflect.Type)
	visit = func(t reflect.Type) {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct || t.PkgPath() != "k8s.io/kubernetes/pkg/apis/core" {
			return
		}
		if _, ok := out[t.Name()]; ok {
			return
		}
		out[t.Name()] = nil
		var names []string
		var fields func(t reflect.Type)
		fields = func(t reflect.Type) {
			for i := 0; i < t.NumField(); i++ {
				f := t.Field(i)
				if !f.IsExported() {
					continue
				}
				if f.Anonymous && f.Type.Kind() == reflect.Struct && f.Type.PkgPath() == "k8s.io/kubernetes/pkg/apis/core" {
					fields(f.Type)
					continue
				}
				names = append(names, f.Name)
				visit(f.Type)
			}
		}
		fields(t)
		out[t.Name()] = names
	}
	visit(reflect.TypeOf(core.PodTemplateSpec{}))
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	_ = enc.Encode(out)
}
