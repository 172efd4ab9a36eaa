//go:build !k8s_1_33 && !k8s_1_34 && !k8s_1_35 && !k8s_1_36

package main

// Kubernetes 1.37: every create and update validation error of a strategy
// passes through its ValidateDeclaratively step. The older minors have
// strategy_observe_pre_1_37.go.

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
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
	rest.DeclarativeValidationStrategy
}

func (s *observedStrategy) ValidateDeclaratively(ctx context.Context, obj, oldObj runtime.Object, errs field.ErrorList, op operation.Type, cfg rest.DeclarativeValidationConfig) field.ErrorList {
	out := s.jobStrategyMethods.ValidateDeclaratively(ctx, obj, oldObj, errs, op, cfg)
	s.errs = out
	return out
}

// allowUnconditionalUpdate is the strategy's AllowUnconditionalUpdate.
func allowUnconditionalUpdate(s *observedStrategy, ctx context.Context) bool {
	return s.AllowUnconditionalUpdate(ctx)
}
