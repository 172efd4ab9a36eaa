package main

// Quantity ops: k8s.io/apimachinery/pkg/api/resource, called unchanged.
//
//	quantity.parse {value: "1.5Gi"}
//	  -> {ok: true, string, format, value, milliValue}
//	   | {ok: false, error}
//	  string:     q.String(), the canonical form ("1536Mi")
//	  format:     q.Format: "DecimalSI" | "BinarySI" | "DecimalExponent"
//	  value:      q.Value() as a decimal string (int64, rounded up)
//	  milliValue: q.MilliValue() as a decimal string (int64, rounded up)
//	  error:      the text of ParseQuantity's error ("quantities must match
//	              the regular expression '…'", "unable to parse quantity's suffix")
//	quantity.cmp {a, b} -> {ok: true, cmp: -1|0|1} | {ok: false, error}   // a.Cmp(b)
//	quantity.add {a, b} -> {ok: true, string} | {ok: false, error}        // a.Add(b); a.String()
//	quantity.sub {a, b} -> {ok: true, string} | {ok: false, error}        // a.Sub(b); a.String()
//	  For the two-operand ops, error is "a: <text>" or "b: <text>"; a is
//	  parsed first.

import (
	"encoding/json"
	"strconv"

	"k8s.io/apimachinery/pkg/api/resource"
)

type quantityInput struct {
	Value string `json:"value"`
	A     string `json:"a"`
	B     string `json:"b"`
}

func parsePair(in quantityInput) (resource.Quantity, resource.Quantity, map[string]any) {
	a, err := resource.ParseQuantity(in.A)
	if err != nil {
		return a, a, map[string]any{"ok": false, "error": "a: " + err.Error()}
	}
	b, err := resource.ParseQuantity(in.B)
	if err != nil {
		return a, b, map[string]any{"ok": false, "error": "b: " + err.Error()}
	}
	return a, b, nil
}

func init() {
	decode := func(raw json.RawMessage) (quantityInput, error) {
		var in quantityInput
		err := json.Unmarshal(raw, &in)
		return in, err
	}
	register("quantity.parse", func(raw json.RawMessage) (any, error) {
		in, err := decode(raw)
		if err != nil {
			return nil, err
		}
		q, perr := resource.ParseQuantity(in.Value)
		if perr != nil {
			return map[string]any{"ok": false, "error": perr.Error()}, nil
		}
		return map[string]any{
			"ok":         true,
			"string":     q.String(),
			"format":     string(q.Format),
			"value":      strconv.FormatInt(q.Value(), 10),
			"milliValue": strconv.FormatInt(q.MilliValue(), 10),
		}, nil
	})
	register("quantity.cmp", func(raw json.RawMessage) (any, error) {
		in, err := decode(raw)
		if err != nil {
			return nil, err
		}
		a, b, bad := parsePair(in)
		if bad != nil {
			return bad, nil
		}
		return map[string]any{"ok": true, "cmp": a.Cmp(b)}, nil
	})
	register("quantity.add", func(raw json.RawMessage) (any, error) {
		in, err := decode(raw)
		if err != nil {
			return nil, err
		}
		a, b, bad := parsePair(in)
		if bad != nil {
			return bad, nil
		}
		a.Add(b)
		return map[string]any{"ok": true, "string": a.String()}, nil
	})
	register("quantity.sub", func(raw json.RawMessage) (any, error) {
		in, err := decode(raw)
		if err != nil {
			return nil, err
		}
		a, b, bad := parsePair(in)
		if bad != nil {
			return bad, nil
		}
		a.Sub(b)
		return map[string]any{"ok": true, "string": a.String()}, nil
	})
}
