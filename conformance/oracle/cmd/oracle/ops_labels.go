package main

// Label-selector ops: apimachinery pkg/labels, the meta/v1 helpers and the
// meta/v1 validation, called unchanged. Output shapes follow the label
// vectors under test/fixtures/labels (see docs/conformance.md):
//
//	labels.parse                 {selector}               -> {ok, string, empty, requirements} | {ok:false, error}
//	labels.match                 {selector, labels}       -> {ok, matches} | {ok:false, error}
//	labels.labelSelectorAsSelector {labelSelector}        -> {ok, string, empty, selectable, matchesNothing, requirements} | error
//	labels.labelSelectorMatch    {labelSelector, labels}  -> {ok, matches} | error
//	labels.parseToLabelSelector  {selector}               -> {ok, labelSelector, formatted} | {ok:false, error}
//	labels.formatLabelSelector   {labelSelector}          -> {ok, string}
//	labels.selectorFromValidatedSet {labels}              -> {ok, string, empty} | error   (ValidatedSelectorFromSet)
//	labels.validateLabelSelector {labelSelector}          -> {ok, errors:[FieldError]}
//	labels.validateLabels        {labels}                 -> {ok, errors:[FieldError]}
//	labels.isQualifiedName       {value}                  -> {ok, messages}
//	labels.isValidLabelValue     {value}                  -> {ok, messages}
//
// Where Go map iteration order can change the answer, the op is run many
// times: several distinct error texts become {ok:false, errorOneOf:[...]},
// several distinct successful answers become {oneOf:[...]}. Error lists whose
// order follows map iteration (ValidateLabels and the matchLabels part of
// ValidateLabelSelector) are put in the canonical order of the label vectors:
// per label in ascending byte order of the key, key errors first.

import (
	"encoding/json"
	"fmt"
	"sort"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	metav1validation "k8s.io/apimachinery/pkg/apis/meta/v1/validation"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

type labelsInput struct {
	Selector      string                `json:"selector"`
	Labels        map[string]string     `json:"labels"`
	LabelSelector *metav1.LabelSelector `json:"labelSelector"`
	Value         string                `json:"value"`
}

func decodeLabelsInput(raw json.RawMessage) (labelsInput, error) {
	var in labelsInput
	err := json.Unmarshal(raw, &in)
	return in, err
}

type requirementView struct {
	Key      string   `json:"key"`
	Operator string   `json:"operator"`
	Values   []string `json:"values"`
}

func requirementsOf(sel labels.Selector) []requirementView {
	reqs, _ := sel.Requirements()
	out := make([]requirementView, 0, len(reqs))
	for i := range reqs {
		vals := reqs[i].ValuesUnsorted()
		if vals == nil {
			vals = []string{}
		}
		out = append(out, requirementView{Key: reqs[i].Key(), Operator: string(reqs[i].Operator()), Values: vals})
	}
	return out
}

// labelFieldError is the FieldError view of the label vectors.
func labelFieldError(e *field.Error) map[string]any {
	v := map[string]any{
		"type":     string(e.Type),
		"field":    e.Field,
		"badValue": e.BadValue,
		"detail":   e.Detail,
		"string":   e.Error(),
	}
	if e.Origin != "" {
		v["origin"] = e.Origin
	}
	return v
}

func labelFieldErrors(errs field.ErrorList) []map[string]any {
	out := make([]map[string]any, 0, len(errs))
	for _, e := range errs {
		out = append(out, labelFieldError(e))
	}
	return out
}

// allAnswers runs f, and when the input has a map of two or more entries
// until the runs bring no new answer (map_order.go), and folds distinct
// answers as described at the top of the file.
func allAnswers(mapSize int, f func() map[string]any) (any, error) {
	first := f()
	if mapSize < 2 {
		return first, nil
	}
	seen, err := collectMapOrders(first, func() (map[string]any, error) { return f(), nil })
	if err != nil {
		return nil, err
	}
	if len(seen) == 1 {
		return first, nil
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	allErrors := true
	for _, k := range keys {
		if seen[k]["ok"] != false {
			allErrors = false
		}
	}
	if allErrors {
		msgs := make([]string, 0, len(keys))
		for _, k := range keys {
			msgs = append(msgs, seen[k]["error"].(string))
		}
		sort.Strings(msgs)
		return map[string]any{"ok": false, "errorOneOf": msgs}, nil
	}
	variants := make([]map[string]any, 0, len(keys))
	for _, k := range keys {
		variants = append(variants, seen[k])
	}
	return map[string]any{"oneOf": variants}, nil
}

func selectorSize(ls *metav1.LabelSelector) int {
	if ls == nil {
		return 0
	}
	return len(ls.MatchLabels)
}

func selectorView(sel labels.Selector, err error, withFlags bool) map[string]any {
	if err != nil {
		return map[string]any{"ok": false, "error": err.Error()}
	}
	v := map[string]any{"ok": true, "string": sel.String(), "empty": sel.Empty(), "requirements": requirementsOf(sel)}
	if withFlags {
		_, selectable := sel.Requirements()
		v["selectable"] = selectable
		if nothing, known := matchesNothing(sel); known {
			v["matchesNothing"] = nothing
		}
	}
	return v
}

func matchView(sel labels.Selector, err error, set map[string]string) map[string]any {
	if err != nil {
		return map[string]any{"ok": false, "error": err.Error()}
	}
	return map[string]any{"ok": true, "matches": sel.Matches(labels.Set(set))}
}

// canonicalLabelErrors validates each label on its own, in ascending key
// order (ValidateLabels checks each entry independently, so this is the
// map-order-free arrangement of the same errors), and checks that the
// whole-map call reports the same multiset.
func canonicalLabelErrors(set map[string]string, path *field.Path, whole field.ErrorList) (field.ErrorList, error) {
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out field.ErrorList
	for _, k := range keys {
		out = append(out, metav1validation.ValidateLabels(map[string]string{k: set[k]}, path)...)
	}
	count := map[string]int{}
	for _, e := range whole {
		count[e.Error()]++
	}
	for _, e := range out {
		count[e.Error()]--
	}
	for s, n := range count {
		if n != 0 {
			return nil, fmt.Errorf("per-label validation disagrees with whole-map validation on %q", s)
		}
	}
	return out, nil
}

func init() {
	register("labels.parse", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		sel, perr := labels.Parse(in.Selector)
		return selectorView(sel, perr, false), nil
	})
	register("labels.match", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		sel, perr := labels.Parse(in.Selector)
		return matchView(sel, perr, in.Labels), nil
	})
	register("labels.labelSelectorAsSelector", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		return allAnswers(selectorSize(in.LabelSelector), func() map[string]any {
			sel, serr := metav1.LabelSelectorAsSelector(in.LabelSelector)
			return selectorView(sel, serr, true)
		})
	})
	register("labels.labelSelectorMatch", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		return allAnswers(selectorSize(in.LabelSelector), func() map[string]any {
			sel, serr := metav1.LabelSelectorAsSelector(in.LabelSelector)
			return matchView(sel, serr, in.Labels)
		})
	})
	register("labels.parseToLabelSelector", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		ls, perr := metav1.ParseToLabelSelector(in.Selector)
		if perr != nil {
			return map[string]any{"ok": false, "error": perr.Error()}, nil
		}
		return map[string]any{"ok": true, "labelSelector": ls, "formatted": metav1.FormatLabelSelector(ls)}, nil
	})
	register("labels.formatLabelSelector", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		return allAnswers(selectorSize(in.LabelSelector), func() map[string]any {
			return map[string]any{"ok": true, "string": metav1.FormatLabelSelector(in.LabelSelector)}
		})
	})
	register("labels.selectorFromValidatedSet", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		return allAnswers(len(in.Labels), func() map[string]any {
			sel, serr := labels.ValidatedSelectorFromSet(labels.Set(in.Labels))
			if serr != nil {
				return map[string]any{"ok": false, "error": serr.Error()}
			}
			return map[string]any{"ok": true, "string": sel.String(), "empty": sel.Empty()}
		})
	})
	register("labels.validateLabelSelector", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		path := field.NewPath("spec", "selector")
		whole := metav1validation.ValidateLabelSelector(in.LabelSelector, metav1validation.LabelSelectorValidationOptions{}, path)
		if in.LabelSelector == nil {
			return map[string]any{"ok": true, "errors": labelFieldErrors(whole)}, nil
		}
		matchLabelsPath := path.Child("matchLabels")
		var wholeLabelErrs, rest field.ErrorList
		for _, e := range whole {
			if e.Field == matchLabelsPath.String() {
				wholeLabelErrs = append(wholeLabelErrs, e)
			} else {
				rest = append(rest, e)
			}
		}
		canonical, cerr := canonicalLabelErrors(in.LabelSelector.MatchLabels, matchLabelsPath, wholeLabelErrs)
		if cerr != nil {
			return nil, cerr
		}
		return map[string]any{"ok": true, "errors": labelFieldErrors(append(canonical, rest...))}, nil
	})
	register("labels.validateLabels", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		path := field.NewPath("metadata", "labels")
		whole := metav1validation.ValidateLabels(in.Labels, path)
		canonical, cerr := canonicalLabelErrors(in.Labels, path, whole)
		if cerr != nil {
			return nil, cerr
		}
		return map[string]any{"ok": true, "errors": labelFieldErrors(canonical)}, nil
	})
	register("labels.isQualifiedName", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		return map[string]any{"ok": true, "messages": nonNil(validation.IsQualifiedName(in.Value))}, nil
	})
	register("labels.isValidLabelValue", func(raw json.RawMessage) (any, error) {
		in, err := decodeLabelsInput(raw)
		if err != nil {
			return nil, err
		}
		return map[string]any{"ok": true, "messages": nonNil(validation.IsValidLabelValue(in.Value))}, nil
	})
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
