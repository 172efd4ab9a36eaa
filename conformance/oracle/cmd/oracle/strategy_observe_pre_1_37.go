//go:build k8s_1_33 || k8s_1_34 || k8s_1_35 || k8s_1_36

package main

// Kubernetes 1.33 to 1.36: rest.BeforeCreate turns the errors of the
// strategy's Validate, or when there are none those of the generic
// object-metadata validation, into an Invalid Status; rest.BeforeUpdate
// those of its validateCommonFields followed by the strategy's
// ValidateUpdate. The observing strategy records the same list from the
// same upstream functions (validateCommonFields and validatePathSegment are
// reached through overlay/apiserver-rest).

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	genericvalidation "k8s.io/apimachinery/pkg/api/validation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apiserver/pkg/registry/rest"
)

// observedStrategy is the real Job strategy, unchanged, except that it
// remembers the final field-error list the registry turns into an Invalid
// Status (which carries only the rendered text of each error).
type observedStrategy struct {
	jobStrategyMethods
	errs field.ErrorList
}

type jobStrategyMethods interface {
	rest.RESTCreateStrategy
	rest.RESTUpdateStrategy
}

func (s *observedStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	out := s.jobStrategyMethods.Validate(ctx, obj)
	s.errs = out
	if len(out) == 0 {
		if objectMeta, err := meta.Accessor(obj); err == nil {
			s.errs = genericvalidation.ValidateObjectMetaAccessor(objectMeta, s.NamespaceScoped(), rest.OracleValidatePathSegment, field.NewPath("metadata"))
		}
	}
	return out
}

func (s *observedStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	out := s.jobStrategyMethods.ValidateUpdate(ctx, obj, old)
	common, _ := rest.OracleValidateCommonFields(obj, old, s.jobStrategyMethods)
	s.errs = append(common, out...)
	return out
}

// allowUnconditionalUpdate is the strategy's AllowUnconditionalUpdate.
func allowUnconditionalUpdate(s *observedStrategy, _ context.Context) bool {
	return s.AllowUnconditionalUpdate()
}
