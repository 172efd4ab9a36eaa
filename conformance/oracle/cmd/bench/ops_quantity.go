package main

// Resource-quantity ops (k8s.io/apimachinery/pkg/api/resource), per op:
//
//	quantity.parse      {s}     resource.ParseQuantity(s)
//	quantity.string     {s}     q.DeepCopy().String() of the parsed s (the copy keeps the remembered text, as ours does)
//	quantity.cmp        {a, b}  a.Cmp(b)
//	quantity.add        {a, b}  a.DeepCopy().Add(b)
//	quantity.milliValue {s}     q.MilliValue()

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/api/resource"
)

func init() {
	ops["quantity.parse"] = func(raw json.RawMessage) (*benchmark, error) {
		var in struct {
			S string `json:"s"`
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		if _, err := resource.ParseQuantity(in.S); err != nil {
			return nil, err
		}
		return &benchmark{fn: func() {
			if q, err := resource.ParseQuantity(in.S); err == nil && !q.IsZero() {
				sink++
			}
		}}, nil
	}
	ops["quantity.string"] = func(raw json.RawMessage) (*benchmark, error) {
		q, err := oneQuantity(raw)
		if err != nil {
			return nil, err
		}
		return &benchmark{fn: func() {
			c := q.DeepCopy()
			sink += len(c.String())
		}}, nil
	}
	ops["quantity.milliValue"] = func(raw json.RawMessage) (*benchmark, error) {
		q, err := oneQuantity(raw)
		if err != nil {
			return nil, err
		}
		return &benchmark{fn: func() { sink += int(q.MilliValue()) }}, nil
	}
	ops["quantity.cmp"] = func(raw json.RawMessage) (*benchmark, error) {
		a, b, err := twoQuantities(raw)
		if err != nil {
			return nil, err
		}
		return &benchmark{fn: func() { sink += a.Cmp(b) }}, nil
	}
	ops["quantity.add"] = func(raw json.RawMessage) (*benchmark, error) {
		a, b, err := twoQuantities(raw)
		if err != nil {
			return nil, err
		}
		return &benchmark{fn: func() {
			c := a.DeepCopy()
			c.Add(b)
			if !c.IsZero() {
				sink++
			}
		}}, nil
	}
}

func oneQuantity(raw json.RawMessage) (resource.Quantity, error) {
	var in struct {
		S string `json:"s"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return resource.Quantity{}, err
	}
	return resource.ParseQuantity(in.S)
}

func twoQuantities(raw json.RawMessage) (resource.Quantity, resource.Quantity, error) {
	var in struct {
		A string `json:"a"`
		B string `json:"b"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return resource.Quantity{}, resource.Quantity{}, err
	}
	a, err := resource.ParseQuantity(in.A)
	if err != nil {
		return a, a, err
	}
	b, err := resource.ParseQuantity(in.B)
	return a, b, err
}
