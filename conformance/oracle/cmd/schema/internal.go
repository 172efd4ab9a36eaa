package main

// `go run ./cmd/schema -internal` prints how Go's encoding/json renders the
// *internal* types (k8s.io/kubernetes/pkg/apis/core) of a Job's pod
// template, relative to the core/v1 types the library decodes: the API
// server's field errors carry internal values (the immutable spec.template
// is a core.PodTemplateSpec), and apimachinery prints such a bad value with
// json.Marshal. scripts/generate-internal-render.mjs turns the answer into
// src/wire/generated/internal-keys.ts.
//
// Internal and v1 types are paired field by field, by Go field name. The
// command checks the rule the library's renderer relies on and fails when a
// type breaks it: an untagged internal struct has exactly the fields of its
// v1 counterpart, in the same order, each printed under its Go name with no
// omitempty; a tagged one (the metav1 types the two share) prints as v1
// does. It lists only what the rule cannot derive: Go names that are not
// the JSON name with its first letter upper-cased, and v1 fields that the
// internal type embeds (their fields are printed in place).

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"unicode"
	"unicode/utf8"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	batch "k8s.io/kubernetes/pkg/apis/batch"
	core "k8s.io/kubernetes/pkg/apis/core"
)

// internalStruct is what the library needs to know about one internal struct
// beyond the v1 schema table of the same name.
type internalStruct struct {
	// Tagged: printed with its JSON tags, exactly as the v1 type (metav1 types).
	Tagged bool `json:"tagged,omitempty"`
	// Keys: v1 JSON name -> Go name, where the Go name is not the JSON name
	// with its first letter upper-cased.
	Keys map[string]string `json:"keys,omitempty"`
	// Embedded: v1 JSON names of fields the internal struct embeds.
	Embedded []string `json:"embedded,omitempty"`
}

type pairer struct {
	w    *walker
	out  map[string]*internalStruct
	seen map[reflect.Type]bool
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "schema -internal: "+format+"\n", args...)
	os.Exit(1)
}

// pairType pairs an internal type with its v1 counterpart (pointers, slices and maps in step).
func (p *pairer) pairType(it, vt reflect.Type, where string) {
	for {
		if it.Kind() != vt.Kind() {
			fail("%s: internal %s vs v1 %s", where, it, vt)
		}
		switch it.Kind() {
		case reflect.Pointer, reflect.Slice:
			it, vt = it.Elem(), vt.Elem()
			continue
		case reflect.Map:
			if it.Key().Kind() != reflect.String || vt.Key().Kind() != reflect.String {
				fail("%s: map key", where)
			}
			it, vt = it.Elem(), vt.Elem()
			continue
		}
		break
	}
	if it.Kind() != reflect.Struct {
		if it.Kind() == reflect.Interface {
			fail("%s: interface", where)
		}
		return
	}
	if it == vt {
		// A type shared by both (metav1, resource.Quantity, intstr): printed as v1 prints it.
		if it.PkgPath() == "k8s.io/apimachinery/pkg/apis/meta/v1" && p.w.kind(vt).K == "struct" {
			p.markTagged(vt)
		}
		return
	}
	if p.seen[it] {
		return
	}
	p.seen[it] = true
	name := p.w.visit(vt)
	s := &internalStruct{Keys: map[string]string{}}
	p.out[name] = s
	p.pairFields(it, vt, s, name)
	if len(s.Keys) == 0 {
		s.Keys = nil
	}
}

func (p *pairer) markTagged(t reflect.Type) {
	if p.seen[t] {
		return
	}
	p.seen[t] = true
	p.out[p.w.visit(t)] = &internalStruct{Tagged: true}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.IsExported() {
			p.pairType(f.Type, f.Type, t.String()+"."+f.Name)
		}
	}
}

// pairFields pairs the exported fields of internal it and v1 vt in order.
func (p *pairer) pairFields(it, vt reflect.Type, s *internalStruct, where string) {
	var vfs []reflect.StructField
	for i := 0; i < vt.NumField(); i++ {
		if f := vt.Field(i); f.IsExported() {
			vfs = append(vfs, f)
		}
	}
	n := 0
	for i := 0; i < it.NumField(); i++ {
		f := it.Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Tag.Get("json") != "" {
			fail("%s.%s: tagged field in an internal struct", where, f.Name)
		}
		if n >= len(vfs) || vfs[n].Name != f.Name {
			fail("%s.%s: no v1 field at the same position", where, f.Name)
		}
		v := vfs[n]
		n++
		vname, _, _, vinline, skip := tag(v)
		if skip {
			fail("%s.%s: json:\"-\" in v1", where, f.Name)
		}
		switch {
		case f.Anonymous && vinline:
			// Embedded on both sides: the same flattened fields.
			p.pairFields(f.Type, v.Type, s, where+"."+f.Name)
		case f.Anonymous:
			// Embedded internally, a named field in v1 (PodTemplateSpec.ObjectMeta).
			if f.Type != v.Type {
				fail("%s.%s: embedded type differs", where, f.Name)
			}
			s.Embedded = append(s.Embedded, vname)
			p.pairType(f.Type, v.Type, where+"."+f.Name)
		case vinline:
			fail("%s.%s: inline in v1 only", where, f.Name)
		default:
			if f.Name != upperFirst(vname) {
				s.Keys[vname] = f.Name
			}
			p.pairType(f.Type, v.Type, where+"."+f.Name)
		}
	}
	if n != len(vfs) {
		fail("%s: v1 has more fields", where)
	}
}

func (p *pairer) checkNoMarshalers() {
	marshaler := reflect.TypeOf((*json.Marshaler)(nil)).Elem()
	for it := range p.seen {
		if it.PkgPath() == "k8s.io/kubernetes/pkg/apis/core" || it.PkgPath() == "k8s.io/kubernetes/pkg/apis/batch" {
			if it.Implements(marshaler) || reflect.PointerTo(it).Implements(marshaler) {
				fail("%s implements json.Marshaler", it)
			}
		}
	}
}

func internalMain() {
	w := &walker{structs: map[string]*Struct{}, names: map[string]string{}, descs: map[string]openapiSchema{}}
	// Visit the roots in the order main does, so that struct names match the v1 schema tables.
	w.visit(reflect.TypeOf(batchv1.Job{}))
	w.visit(reflect.TypeOf(corev1.Pod{}))
	p := &pairer{w: w, out: map[string]*internalStruct{}, seen: map[reflect.Type]bool{}}
	p.pairType(reflect.TypeOf(core.PodTemplateSpec{}), reflect.TypeOf(corev1.PodTemplateSpec{}), "PodTemplateSpec")
	p.pairType(reflect.TypeOf(batch.PodFailurePolicy{}), reflect.TypeOf(batchv1.PodFailurePolicy{}), "PodFailurePolicy")
	p.pairType(reflect.TypeOf(batch.SuccessPolicy{}), reflect.TypeOf(batchv1.SuccessPolicy{}), "SuccessPolicy")
	p.checkNoMarshalers()
	names := make([]string, 0, len(p.out))
	for n := range p.out {
		names = append(names, n)
	}
	sort.Strings(names)
	type entry struct {
		Name string `json:"name"`
		*internalStruct
	}
	var out []entry
	for _, n := range names {
		out = append(out, entry{n, p.out[n]})
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	if err := enc.Encode(out); err != nil {
		fail("%v", err)
	}
}
