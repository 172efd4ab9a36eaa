// This file is ours, not upstream's: the oracle's build adds it to
// k8s.io/apiserver/pkg/endpoints/handlers with `go build -overlay` so that
// the oracle can call the handler steps that are unexported upstream. It only
// forwards; it changes no behaviour.

package handlers

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// OracleTransformDecodeError is transformDecodeError.
func OracleTransformDecodeError(typer runtime.ObjectTyper, baseErr error, into runtime.Object, gvk *schema.GroupVersionKind, body []byte) error {
	return transformDecodeError(typer, baseErr, into, gvk, body)
}

// OracleAddStrictDecodingWarnings is addStrictDecodingWarnings.
func OracleAddStrictDecodingWarnings(requestContext context.Context, errs []error) {
	addStrictDecodingWarnings(requestContext, errs)
}

// OracleCheckName is checkName.
func OracleCheckName(obj runtime.Object, name, namespace string, namer ScopeNamer) error {
	return checkName(obj, name, namespace, namer)
}

// OracleDedupOwnerReferencesAndAddWarning is dedupOwnerReferencesAndAddWarning.
func OracleDedupOwnerReferencesAndAddWarning(obj runtime.Object, requestContext context.Context, afterMutatingAdmission bool) {
	dedupOwnerReferencesAndAddWarning(obj, requestContext, afterMutatingAdmission)
}

// OracleFieldValidation is fieldValidation (the default directive is Warn).
func OracleFieldValidation(directive string) string {
	return fieldValidation(directive)
}
