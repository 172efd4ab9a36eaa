package main

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/labels"
)

func init() {
	register("labels.parse", func(input json.RawMessage) (any, error) {
		var in struct {
			Selector string `json:"selector"`
		}
		if err := json.Unmarshal(input, &in); err != nil {
			return nil, err
		}
		sel, err := labels.Parse(in.Selector)
		if err != nil {
			return map[string]any{"ok": false, "error": err.Error()}, nil
		}
		return map[string]any{"ok": true, "string": sel.String(), "empty": sel.Empty()}, nil
	})
}
