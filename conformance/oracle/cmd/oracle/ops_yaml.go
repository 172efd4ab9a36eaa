package main

// YAML op: what kubectl sends for a manifest file, as its resource builder
// reads one (cli-runtime's StreamVisitor): the file through apimachinery's
// NewYAMLOrJSONDecoder(reader, 4096), one runtime.RawExtension per Decode.
// A YAML document goes through the YAMLReader (split at `---` lines) and
// sigs.k8s.io/yaml (go-yaml v2, then YAMLToJSON's conversion and
// json.Marshal); a file whose first non-space byte is `{` is read as a JSON
// stream first, falling back to YAML as the decoder does.
//
//	yaml.toJSON {b64: "<the file's bytes, base64>"}
//	  -> {docs: [{json: "<raw>"} | {error: "<text>"}, ...]}
//	  json:  the RawExtension's bytes after bytes.TrimSpace, as kubectl
//	         holds them ("" for an empty or null document, which kubectl
//	         skips)
//	  error: the Decode error's text for that document.
//
// kubectl stops at the first error; the op goes on decoding after a YAML
// error (the decoder has consumed that document and reads the next one) and
// after the JSON error of a stream that fell back to YAML, so that
// per-document errors can be compared, and stops after any other error (a
// JSON stream's error is sticky) or after 10,000 answers.

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"

	"k8s.io/apimachinery/pkg/runtime"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
)

type yamlInput struct {
	B64 string `json:"b64"`
}

func init() {
	register("yaml.toJSON", func(raw json.RawMessage) (any, error) {
		var in yamlInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		data, err := base64.StdEncoding.DecodeString(in.B64)
		if err != nil {
			return nil, err
		}
		first := yamlToJSON(data)
		// YAMLToJSON converts a map's keys in Go's map iteration order: which
		// of several unsupported keys it names depends on that order.
		b, err := json.Marshal(first)
		if err != nil {
			return nil, err
		}
		if !bytes.Contains(b, []byte("unsupported map key")) {
			return first, nil
		}
		return sampleMapOrders(first, func() (map[string]any, error) { return yamlToJSON(data), nil })
	})
}

// yamlToJSON decodes every document of data as kubectl's decoder does.
func yamlToJSON(data []byte) map[string]any {
	d := utilyaml.NewYAMLOrJSONDecoder(bytes.NewReader(data), 4096)
	docs := []map[string]any{}
	for len(docs) < 10000 {
		ext := runtime.RawExtension{}
		err := d.Decode(&ext)
		if err == io.EOF {
			break
		}
		if err != nil {
			docs = append(docs, map[string]any{"error": err.Error()})
			// After a YAML error, or the JSON error of a stream that fell back to YAML, the
			// decoder reads on; a JSON stream's own error is sticky.
			var ye utilyaml.YAMLSyntaxError
			var je utilyaml.JSONSyntaxError
			if errors.As(err, &ye) || errors.As(err, &je) {
				continue
			}
			break
		}
		docs = append(docs, map[string]any{"json": string(bytes.TrimSpace(ext.Raw))})
	}
	return map[string]any{"docs": docs}
}
