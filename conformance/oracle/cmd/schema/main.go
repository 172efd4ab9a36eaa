// Command schema prints the Go type graph of the batch/v1 Job and the
// core/v1 Pod as JSON: every struct reachable from them, with each field's
// JSON name, Go kind, pointer-ness and omitempty, in Go field order. The
// TypeScript generator (scripts/generate-model.mjs) turns it into the wire
// types, the internal model types and the schema tables the codecs
// interpret, so that decoding and encoding follow Go's encoding/json rules
// for exactly the types the API server uses.
//
// Usage: go run ./cmd/schema [openapi.json ...] > schema.json
// Descriptions are taken from the given OpenAPI v3 documents.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Kind is the JSON-level kind of a Go type.
type Kind struct {
	// K is one of: string, bool, int32, int64, uint32, uint64, float64,
	// struct, slice, map, quantity, intOrString, time, microTime, duration,
	// bytes, raw.
	K string `json:"k"`
	// GoType is how Go's JSON errors name the type ("int32", "v1.RestartPolicy").
	GoType string `json:"goType"`
	// Ref names the struct for K == "struct".
	Ref string `json:"ref,omitempty"`
	// Elem is the element kind of a slice or map value.
	Elem *Kind `json:"elem,omitempty"`
	// Pointer is true for a pointer to the kind.
	Pointer bool `json:"pointer,omitempty"`
}

// Field is one JSON field of a struct (inline structs are flattened).
type Field struct {
	JSON      string `json:"json"`
	Go        string `json:"go"`
	Kind      Kind   `json:"kind"`
	OmitEmpty bool   `json:"omitempty,omitempty"`
	OmitZero  bool   `json:"omitzero,omitempty"`
	// Via names the embedded (inline) struct fields the field is reached
	// through, outermost first (Go reports errors with the innermost
	// struct's name).
	Via         []string `json:"via,omitempty"`
	Description string   `json:"description,omitempty"`
}

// Struct is one Go struct type.
type Struct struct {
	Name        string  `json:"name"`
	GoName      string  `json:"goName"`
	OpenAPI     string  `json:"openapi"`
	Package     string  `json:"package"`
	Fields      []Field `json:"fields"`
	Description string  `json:"description,omitempty"`
	// Owners lists, for inline fields, the Go struct name that Go's
	// decoder reports for each field (the struct that declares it).
	FieldStruct map[string]string `json:"fieldStruct,omitempty"`
}

var (
	quantityT    = reflect.TypeOf(resource.Quantity{})
	intOrStringT = reflect.TypeOf(intstr.IntOrString{})
	timeT        = reflect.TypeOf(metav1.Time{})
	microTimeT   = reflect.TypeOf(metav1.MicroTime{})
	durationT    = reflect.TypeOf(metav1.Duration{})
	rawT         = reflect.TypeOf(runtime.RawExtension{})
	fieldsV1T    = reflect.TypeOf(metav1.FieldsV1{})
	unmarshaler  = reflect.TypeOf((*json.Unmarshaler)(nil)).Elem()
)

type walker struct {
	structs map[string]*Struct
	order   []string
	names   map[string]string // openapi name -> our name
	descs   map[string]openapiSchema
}

type openapiSchema struct {
	Description string                   `json:"description"`
	Properties  map[string]openapiSchema `json:"properties"`
}

func openapiName(t reflect.Type) string {
	p := t.PkgPath()
	switch {
	case strings.HasPrefix(p, "k8s.io/api/"):
		return "io.k8s.api." + strings.ReplaceAll(strings.TrimPrefix(p, "k8s.io/api/"), "/", ".") + "." + t.Name()
	case strings.HasPrefix(p, "k8s.io/apimachinery/"):
		return "io.k8s.apimachinery." + strings.ReplaceAll(strings.TrimPrefix(p, "k8s.io/apimachinery/"), "/", ".") + "." + t.Name()
	}
	return p + "." + t.Name()
}

func (w *walker) kind(t reflect.Type) Kind {
	if t.Kind() == reflect.Pointer {
		k := w.kind(t.Elem())
		k.Pointer = true
		return k
	}
	switch t {
	case quantityT:
		return Kind{K: "quantity", GoType: t.String()}
	case intOrStringT:
		return Kind{K: "intOrString", GoType: t.String()}
	case timeT:
		return Kind{K: "time", GoType: t.String()}
	case microTimeT:
		return Kind{K: "microTime", GoType: t.String()}
	case durationT:
		return Kind{K: "duration", GoType: t.String()}
	case rawT, fieldsV1T:
		return Kind{K: "raw", GoType: t.String()}
	}
	if t.Implements(unmarshaler) || reflect.PointerTo(t).Implements(unmarshaler) {
		panic("unhandled json.Unmarshaler type " + t.String())
	}
	switch t.Kind() {
	case reflect.String:
		return Kind{K: "string", GoType: t.String()}
	case reflect.Bool:
		return Kind{K: "bool", GoType: t.String()}
	case reflect.Int32:
		return Kind{K: "int32", GoType: t.String()}
	case reflect.Int64, reflect.Int:
		return Kind{K: "int64", GoType: t.String()}
	case reflect.Uint32:
		return Kind{K: "uint32", GoType: t.String()}
	case reflect.Uint64:
		return Kind{K: "uint64", GoType: t.String()}
	case reflect.Float64:
		return Kind{K: "float64", GoType: t.String()}
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return Kind{K: "bytes", GoType: t.String()}
		}
		e := w.kind(t.Elem())
		return Kind{K: "slice", GoType: t.String(), Elem: &e}
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			panic("map with non-string key " + t.String())
		}
		e := w.kind(t.Elem())
		return Kind{K: "map", GoType: t.String(), Elem: &e}
	case reflect.Struct:
		return Kind{K: "struct", GoType: t.String(), Ref: w.visit(t)}
	}
	panic("unhandled kind " + t.String())
}

func tag(f reflect.StructField) (name string, omitempty, omitzero, inline, skip bool) {
	tg := f.Tag.Get("json")
	if tg == "-" {
		return "", false, false, false, true
	}
	parts := strings.Split(tg, ",")
	name = parts[0]
	for _, p := range parts[1:] {
		switch p {
		case "omitempty":
			omitempty = true
		case "omitzero":
			omitzero = true
		case "inline":
			inline = true
		}
	}
	if f.Anonymous && name == "" {
		inline = true
	}
	if name == "" && !inline {
		name = f.Name
	}
	return
}

func (w *walker) fields(t reflect.Type, via []string, s *Struct, desc openapiSchema) []Field {
	var out []Field
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, omitempty, omitzero, inline, skip := tag(f)
		if skip {
			continue
		}
		if inline {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				panic("inline pointer in " + t.String())
			}
			inner := append(append([]string{}, via...), f.Name)
			out = append(out, w.fields(ft, inner, s, desc)...)
			continue
		}
		fd := Field{JSON: name, Go: f.Name, Kind: w.kind(f.Type), OmitEmpty: omitempty, OmitZero: omitzero}
		if len(via) > 0 {
			fd.Via = append([]string{}, via...)
			s.FieldStruct[name] = t.Name()
		}
		if p, ok := desc.Properties[name]; ok {
			fd.Description = p.Description
		}
		out = append(out, fd)
	}
	return out
}

func (w *walker) visit(t reflect.Type) string {
	oa := openapiName(t)
	if n, ok := w.names[oa]; ok {
		return n
	}
	name := t.Name()
	// Disambiguate same-named structs of different packages.
	for _, existing := range w.structs {
		if existing.Name == name {
			name = strings.ReplaceAll(strings.Title(strings.ReplaceAll(t.PkgPath(), "/", " ")), " ", "") + name
		}
	}
	w.names[oa] = name
	s := &Struct{Name: name, GoName: t.Name(), OpenAPI: oa, Package: t.PkgPath(), FieldStruct: map[string]string{}}
	w.structs[name] = s
	w.order = append(w.order, name)
	desc := w.descs[oa]
	s.Description = desc.Description
	s.Fields = w.fields(t, nil, s, desc)
	if len(s.FieldStruct) == 0 {
		s.FieldStruct = nil
	}
	return name
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "-internal" {
		internalMain()
		return
	}
	w := &walker{structs: map[string]*Struct{}, names: map[string]string{}, descs: map[string]openapiSchema{}}
	for _, path := range os.Args[1:] {
		raw, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		var doc struct {
			Components struct {
				Schemas map[string]openapiSchema `json:"schemas"`
			} `json:"components"`
		}
		if err := json.Unmarshal(raw, &doc); err != nil {
			fmt.Fprintln(os.Stderr, path, err)
			os.Exit(1)
		}
		for k, v := range doc.Components.Schemas {
			w.descs[k] = v
		}
	}
	roots := map[string]string{
		"Job": w.visit(reflect.TypeOf(batchv1.Job{})),
		"Pod": w.visit(reflect.TypeOf(corev1.Pod{})),
	}
	out := struct {
		Roots   map[string]string `json:"roots"`
		Structs []*Struct         `json:"structs"`
	}{Roots: roots}
	for _, n := range w.order {
		out.Structs = append(out.Structs, w.structs[n])
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
