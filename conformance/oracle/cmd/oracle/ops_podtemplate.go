package main

// Pod-template ops: core/v1 defaulting and ValidatePodTemplateSpec on their
// own, with what the Job strategy passes.
//
//	podTemplate.default  {template: <core/v1 PodTemplateSpec JSON>}
//	  -> {ok: true, template: <the template after the core/v1 scheme defaults>} | {ok: false, error}
//	  The defaults are those the API server applies when it decodes a Job
//	  (SetObjectDefaults of a PodTemplate, whose only field is the template).
//	podTemplate.validate {template, oldTemplate?, defaults?: bool (default true)}
//	  -> {ok: true, errors: [{type, field, detail, badValue?}]} | {ok: false, error}
//	  The template is decoded (core/v1), defaulted unless defaults is false,
//	  converted to the internal version, stripped of disabled-feature fields
//	  (pod.DropDisabledTemplateFields, as the Job strategy's PrepareForCreate /
//	  PrepareForUpdate do), then checked by ValidatePodTemplateSpec at path
//	  spec.template with pod.GetValidationOptionsFromPodTemplate(template,
//	  oldTemplate) — the options the Job strategy derives.
//	  When map iteration order changes the error order: {oneOf: [answer, …]}.
//
// Decoding uses the API server's JSON codec (not strict); a decode error is
// {ok: false, error} with the decoder's text.

import (
	"encoding/json"
	"fmt"

	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/api/pod"
	core "k8s.io/kubernetes/pkg/apis/core"
	apivalidation "k8s.io/kubernetes/pkg/apis/core/validation"
)

// decodeV1Template decodes a core/v1 PodTemplateSpec with the API server's
// JSON serializer (as part of a v1 PodTemplate, its only top-level field).
func decodeV1Template(raw json.RawMessage) (*v1.PodTemplate, error) {
	if len(raw) == 0 {
		raw = json.RawMessage("null")
	}
	wrapped := []byte(`{"apiVersion":"v1","kind":"PodTemplate","template":` + string(raw) + `}`)
	obj, _, err := jsonSerializer().Serializer.Decode(wrapped, nil, &v1.PodTemplate{})
	if err != nil {
		return nil, err
	}
	pt, ok := obj.(*v1.PodTemplate)
	if !ok {
		return nil, fmt.Errorf("decoded a %T", obj)
	}
	return pt, nil
}

func internalTemplate(raw json.RawMessage, defaults bool) (*core.PodTemplateSpec, error) {
	pt, err := decodeV1Template(raw)
	if err != nil {
		return nil, err
	}
	if defaults {
		legacyscheme.Scheme.Default(pt)
	}
	var out core.PodTemplate
	if err := legacyscheme.Scheme.Convert(pt, &out, nil); err != nil {
		return nil, err
	}
	return &out.Template, nil
}

func init() {
	register("podTemplate.default", func(raw json.RawMessage) (any, error) {
		var in struct {
			Template json.RawMessage `json:"template"`
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		pt, err := decodeV1Template(in.Template)
		if err != nil {
			return map[string]any{"ok": false, "error": err.Error()}, nil
		}
		legacyscheme.Scheme.Default(pt)
		return map[string]any{"ok": true, "template": pt.Template}, nil
	})
	register("podTemplate.validate", func(raw json.RawMessage) (any, error) {
		var in struct {
			Template    json.RawMessage `json:"template"`
			OldTemplate json.RawMessage `json:"oldTemplate"`
			Defaults    *bool           `json:"defaults"`
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		defaults := in.Defaults == nil || *in.Defaults
		run := func() (map[string]any, error) {
			tmpl, err := internalTemplate(in.Template, defaults)
			if err != nil {
				return map[string]any{"ok": false, "error": err.Error()}, nil
			}
			var old *core.PodTemplateSpec
			if len(in.OldTemplate) > 0 && string(in.OldTemplate) != "null" {
				old, err = internalTemplate(in.OldTemplate, defaults)
				if err != nil {
					return map[string]any{"ok": false, "error": "oldTemplate: " + err.Error()}, nil
				}
			}
			pod.DropDisabledTemplateFields(tmpl, old)
			opts := pod.GetValidationOptionsFromPodTemplate(tmpl, old)
			errs := apivalidation.ValidatePodTemplateSpec(tmpl, field.NewPath("spec", "template"), opts)
			return map[string]any{"ok": true, "errors": apiFieldErrors(errs)}, nil
		}
		first, err := run()
		if err != nil {
			return nil, err
		}
		if errs, ok := first["errors"].([]apiFieldError); !ok || len(errs) < 2 {
			return first, nil
		}
		return sampleMapOrders(first, run)
	})
}
