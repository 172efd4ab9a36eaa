package main

// yaml.print: what `kubectl get -o yaml` (and `kubectl create --dry-run -o
// yaml`) prints for an object: its JSON through sigs.k8s.io/yaml's
// JSONToYAML (go-yaml v2's emitter: keys sorted, non-printable characters
// escaped in double quotes, long strings folded).
//
//	yaml.print {json: "<an object's JSON text>"} -> {yaml: "<text>"} | {error: "<text>"}

import (
	"encoding/json"

	sigsyaml "sigs.k8s.io/yaml"
)

type yamlPrintInput struct {
	JSON string `json:"json"`
}

func init() {
	register("yaml.print", func(raw json.RawMessage) (any, error) {
		var in yamlPrintInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		out, err := sigsyaml.JSONToYAML([]byte(in.JSON))
		if err != nil {
			return map[string]any{"error": err.Error()}, nil
		}
		return map[string]any{"yaml": string(out)}, nil
	})
}
